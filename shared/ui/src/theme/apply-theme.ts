import {
  BILLBOARD_MAX_WIDTH_PX,
  CART_DRAWER_MAX_WIDTH_PX,
  DIALOG_WIDTH_PX,
  INPUT_HEIGHT_PX,
  PAGE_GUTTER_PX,
  PAGE_MAX_WIDTH_PX,
  PAGE_SLIDE_MS,
  type Theme,
} from '@klubb/contracts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Turns a brand theme into CSS custom properties (`--k-color-primary`, …). Pure, for tests. */
export function themeToCssVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors))
    vars[`--k-color-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(theme.fontFamily)) vars[`--k-font-${name}`] = value;
  const { breakpoints, gap } = theme.offerTheme;
  vars['--k-offer-columns-xs'] = String(breakpoints.xs);
  vars['--k-offer-columns-sm'] = String(breakpoints.sm);
  vars['--k-offer-columns-lg'] = String(breakpoints.lg);
  vars['--k-offer-gap'] = `${gap}px`;
  vars['--k-billboard-radius'] = `${theme.billboardTheme.radius}px`;
  vars['--k-billboard-overlay'] = theme.billboardTheme.overlay;
  vars['--k-button-radius'] = `${theme.buttonRadius}px`;
  vars['--k-text-field-radius'] = `${theme.textFieldRadius}px`;
  vars['--k-page-max-width'] = `${PAGE_MAX_WIDTH_PX}px`;
  vars['--k-page-gutter'] = `${PAGE_GUTTER_PX}px`;
  vars['--k-billboard-max-width'] = `${BILLBOARD_MAX_WIDTH_PX}px`;
  vars['--k-dialog-width'] = `${DIALOG_WIDTH_PX}px`;
  vars['--k-input-height'] = `${INPUT_HEIGHT_PX}px`;
  vars['--k-drawer-max-width'] = `${CART_DRAWER_MAX_WIDTH_PX}px`;
  vars['--k-page-slide'] = `${PAGE_SLIDE_MS}ms`;
  return vars;
}

/** Applies a brand theme to the document root. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeToCssVariables(theme))) {
    root.style.setProperty(name, value);
  }
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', theme.colors.primary);
}
