/** Leaving the app for another site, or loading it again, behind a seam that tests can spy on (jsdom cannot navigate). */
export const browserLocation = {
  redirectTo(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
