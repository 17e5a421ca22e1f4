// Types of chromium-features.mjs for the e2e configuration (TypeScript).
export declare const UNUSED_BROWSER_UI_FEATURES: readonly string[];
export declare function withDisabledFeatures(args: string[], features: readonly string[]): string[];
export declare function playwrightDisabledFeatures(source: string): string[];
