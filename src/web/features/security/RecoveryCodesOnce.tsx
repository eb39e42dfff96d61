import { Button, Callout, Intent } from '@blueprintjs/core';

/** The ten new recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodesOnce({ codes, done }: { codes: readonly string[]; done: () => void }) {
  return (
    <Callout intent={Intent.WARNING} title="Save your recovery codes">
      <p>Each code signs you in once if you lose your app. They will not be shown again.</p>
      <ul aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button intent={Intent.PRIMARY} onClick={done} text="I have saved them" />
    </Callout>
  );
}
