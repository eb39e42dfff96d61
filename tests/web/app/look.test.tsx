import { screen } from '@testing-library/react';
import { applyDocumentSettings } from '../../../src/web/app/documentSettings';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { renderApp } from '../support/renderApp';
import { stubViewportWidth } from '../support/viewport';

let fetchStub: FetchStub;
let restoreViewport: () => void = () => undefined;
afterEach(() => {
  fetchStub?.restore();
  restoreViewport();
});

describe('responsive breakpoints (xs under 600, sm under 960, md under 1280, lg under 1920)', () => {
  it.each([
    [599, 'xs'],
    [600, 'sm'],
    [959, 'sm'],
    [960, 'md'],
    [1279, 'md'],
    [1280, 'lg'],
    [1919, 'lg'],
    [1920, 'xl'],
  ])('should name a %i px wide window %s on the root view', async (width, breakpoint) => {
    restoreViewport = stubViewportWidth(width);
    fetchStub = stubFetch({ 'GET /api/user': () => json(401, { message: 'Unauthenticated.' }) });
    const { view } = renderApp(['/password/email']);
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(view.container.querySelector('.app-root')?.getAttribute('data-breakpoint')).toBe(breakpoint);
  });
});

describe('page-wide settings', () => {
  it('should set the theme colours #09AA36 and #192e23 and the locale en on the page', () => {
    const doc = document.implementation.createHTMLDocument('look');
    applyDocumentSettings(doc);
    const { style, lang } = doc.documentElement;
    expect({
      primary: style.getPropertyValue('--app-primary'),
      secondary: style.getPropertyValue('--app-secondary'),
      lang,
    }).toEqual({ primary: '#09AA36', secondary: '#192e23', lang: 'en' });
  });
});
