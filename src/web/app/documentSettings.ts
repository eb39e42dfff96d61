import { DEFAULT_LOCALE, THEME } from '../../shared/constants';

/**
 * The page-wide settings (docs/architecture.md, Look): the default locale on <html lang>, and the theme
 * colours as CSS custom properties that theme.css builds on (THEME stays their one source).
 */
export function applyDocumentSettings(doc: Document): void {
  const root = doc.documentElement;
  root.lang = DEFAULT_LOCALE;
  root.style.setProperty('--app-primary', THEME.primary);
  root.style.setProperty('--app-secondary', THEME.secondary);
}
