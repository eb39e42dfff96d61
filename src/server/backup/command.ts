/** Runs an operator's command: its refusal or failure is one line of what to do, exit status 1; never a stack trace. */
export function runCommand(failure: string, body: (args: string[]) => Promise<void>): void {
  body(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`${failure}: ${error.message}`);
      process.exit(1);
    },
  );
}
