import {readFileSync} from 'node:fs';
import {escapeRegExp} from '../../src/lib/escapeRegExp';

/** An sRGB colour with alpha, channels 0-255, alpha 0-1. */
export type Rgba = {r: number; g: number; b: number; a: number};

function hslToRgba(hue: number, saturation: number, lightness: number, alpha: number): Rgba {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return {r: channel(0), g: channel(8), b: channel(4), a: alpha};
}

/** Parses #rgb, #rrggbb, rgb(r, g, b), rgb(r g b / a), rgba(r, g, b, a), hsl(h, s%, l%) and hsla(h, s%, l%, a). */
export function parseColor(value: string): Rgba {
  const text = value.trim().toLowerCase();
  const hsl = /^hsla?\(([^)]+)\)$/.exec(text);
  if (hsl) {
    const [hue, saturation, lightness, alpha = '1'] = hsl[1].split(/[\s,/]+/).filter(Boolean);
    return hslToRgba(parseFloat(hue), parseFloat(saturation), parseFloat(lightness), alpha.endsWith('%') ? parseFloat(alpha) / 100 : Number(alpha));
  }
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    return {r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16), a: 1};
  }
  const functional = /^rgba?\(([^)]+)\)$/.exec(text);
  if (functional) {
    const parts = functional[1].split(/[\s,/]+/).filter(Boolean);
    const [r, g, b] = parts.slice(0, 3).map(Number);
    const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? parseFloat(parts[3]) / 100 : Number(parts[3]);
    return {r, g, b, a: alpha};
  }
  throw new Error(`not a colour: ${value}`);
}

/** The opaque colour a translucent `top` makes over an opaque `bottom`. */
export function blend(top: Rgba, bottom: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return {r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1};
}

/** `top` over the opaque `bottom`, as an rgb() string. */
export function blendOver(top: string, bottom: string): string {
  const {r, g, b} = blend(parseColor(top), parseColor(bottom));
  return `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
}

/** WCAG 2.x relative luminance. */
export function luminance({r, g, b}: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two colours, from 1 to 21; a translucent foreground is blended over the background. */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColor(background);
  const front = blend(parseColor(foreground), back);
  const [light, dark] = [luminance(front), luminance(back)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The custom properties declared in the rule blocks of a stylesheet whose selector is exactly `selector` (`:root` by
 * default), in order (a later declaration wins).
 */
export function declaredCustomProperties(file: string, selector = ':root'): Map<string, string> {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const properties = new Map<string, string>();
  for (const block of css.matchAll(new RegExp(`(?:^|\\n)${escapeRegExp(selector)}\\s*\\{([^}]*)\\}`, 'g'))) {
    for (const declaration of block[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      properties.set(declaration[1], declaration[2].trim());
    }
  }
  return properties;
}

/** Looks a custom property up, following var(--other) references. */
export function resolveProperty(properties: Map<string, string>, name: string): string {
  const value = properties.get(name);
  if (value === undefined) throw new Error(`${name} is not declared`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? resolveProperty(properties, reference[1]) : value;
}
