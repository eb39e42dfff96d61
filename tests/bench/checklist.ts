/** Named PASS/FAIL checks of a bench that must hold (the fault runs), printed as they are made. */
export class Checklist {
  readonly results: { name: string; ok: boolean; detail: string }[] = [];

  check(name: string, ok: boolean, detail = ''): boolean {
    this.results.push({ name, ok, detail });
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
    return ok;
  }

  get passed(): boolean {
    return this.results.every((result) => result.ok);
  }

  summary(): string {
    const failed = this.results.filter((result) => !result.ok);
    const lines = [`${this.results.length - failed.length} of ${this.results.length} checks passed`];
    for (const result of failed) lines.push(`FAIL  ${result.name}${result.detail ? `: ${result.detail}` : ''}`);
    return lines.join('\n');
  }
}
