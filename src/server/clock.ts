/** Time as the server sees it; tests pass a fake one to move it without sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
