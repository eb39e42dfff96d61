/** Leaving the app for another site, behind a seam that tests can spy on (jsdom cannot navigate away). */
export const browserLocation = {
  redirectTo(url: string): void {
    window.location.assign(url);
  },
};
