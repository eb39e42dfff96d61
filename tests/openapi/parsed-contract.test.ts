import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { parsedContract } from '../../src/server/contract';

/** The contract's parsed JSON, kept by the YAML's hash (src/server/contract.ts): never a stale or broken copy. */
describe('the kept parse of the contract', () => {
  let dir: string;
  let yamlFile: string;
  let keptDir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nhia-contract-'));
    yamlFile = path.join(dir, 'openapi.yaml');
    keptDir = path.join(dir, 'kept');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('answers the YAML as parsed, keeps one JSON file, and reads that file while the YAML is unchanged', () => {
    writeFileSync(yamlFile, 'openapi: 3.0.3\ninfo: { title: One, version: "1" }\n');
    expect(parsedContract(yamlFile, keptDir)).toEqual(parse(readFileSync(yamlFile, 'utf8')));
    const [kept] = readdirSync(keptDir);
    writeFileSync(path.join(keptDir, kept), JSON.stringify({ read: 'from the kept file' }));
    expect(parsedContract(yamlFile, keptDir)).toEqual({ read: 'from the kept file' });
  });

  it('parses an edited YAML afresh and drops the copy of the old one', () => {
    writeFileSync(yamlFile, 'openapi: 3.0.3\ninfo: { title: One, version: "1" }\n');
    parsedContract(yamlFile, keptDir);
    writeFileSync(yamlFile, 'openapi: 3.0.3\ninfo: { title: Two, version: "2" }\n');
    expect(parsedContract(yamlFile, keptDir)).toMatchObject({ info: { title: 'Two' } });
    expect(readdirSync(keptDir)).toHaveLength(1);
  });

  it('parses the YAML again when the kept file is broken', () => {
    writeFileSync(yamlFile, 'openapi: 3.0.3\ninfo: { title: One, version: "1" }\n');
    parsedContract(yamlFile, keptDir);
    const [kept] = readdirSync(keptDir);
    writeFileSync(path.join(keptDir, kept), '{"cut off');
    expect(parsedContract(yamlFile, keptDir)).toMatchObject({ info: { title: 'One' } });
    expect(JSON.parse(readFileSync(path.join(keptDir, kept), 'utf8'))).toMatchObject({ info: { title: 'One' } });
  });
});
