// Types of first-paint.cjs for its TypeScript tests (the preset itself is plain CommonJS).
import type { Compiler } from 'webpack';

export interface HeadTag {
  tagName: string;
  voidTag: boolean;
  meta?: Record<string, unknown>;
  attributes: Record<string, string | boolean | undefined>;
}

export function firstPaintGateSource(): string;
export function gatedScripts(scripts: HeadTag[], gateSrc: string): HeadTag[];
export class FirstPaintPlugin {
  apply(compiler: Compiler): void;
}
