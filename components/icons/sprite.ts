import { createHash } from 'node:crypto';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { escapeHtml } from '../../lib/html/escape';
import { IN_PAGE_ICONS } from './in-page';
import { ICONS } from './registry';

type Props = Record<string, unknown> & { children?: ReactNode };

/** React prop name to SVG attribute name: `fillRule` → `fill-rule` (`viewBox` stays). */
const attributeName = (prop: string) =>
  prop === 'viewBox' ? prop : prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function attributes(props: Props): string {
  return Object.entries(props)
    .filter(([key, value]) => key !== 'children' && (typeof value === 'string' || typeof value === 'number'))
    .map(([key, value]) => ` ${attributeName(key)}="${escapeHtml(String(value))}"`)
    .join('');
}

function markup(node: ReactNode): string {
  if (Array.isArray(node)) return node.map(markup).join('');
  if (!isValidElement(node) || typeof node.type !== 'string') return '';
  const props = node.props as Props;
  return `<${node.type}${attributes(props)}>${markup(props.children)}</${node.type}>`;
}

/**
 * One `<symbol>` of a react-icons icon. `GenIcon` returns `<IconBase attr={{ viewBox }}>` with the
 * icon's shapes as children, so the shapes and the viewBox are read off that element without
 * rendering it (react-dom/server has no place in a route handler); any other root attribute (the
 * stroke of an outlined set) wraps the shapes in a group.
 */
export function iconSymbol(id: string, icon: IconType): string {
  const element = icon({}) as ReactElement<{ attr?: Props; children?: ReactNode }>;
  const { viewBox, ...paint } = element.props.attr ?? {};
  if (typeof viewBox !== 'string') throw new Error(`icon "${id}" has no viewBox`);
  let shapes = markup(element.props.children);
  if (!shapes) throw new Error(`icon "${id}" has no shapes`);
  // Stroked sets (Lucide, Feather…) paint on their root: keep that paint around the shapes.
  const paintAttributes = attributes(paint);
  if (paintAttributes) shapes = `<g${paintAttributes}>${shapes}</g>`;
  return `<symbol id="${escapeHtml(id)}" viewBox="${escapeHtml(viewBox)}">${shapes}</symbol>`;
}

/** The sprite served at /icons.svg: every icon of the registry as a symbol, filled with currentColor by `<Icon>`. */
export function iconSprite(icons: Record<string, IconType> = ICONS): string {
  const symbols = Object.entries(icons).map(([id, icon]) => iconSymbol(id, icon));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** The in-page icons' symbols (components/icons/in-page.ts), for the hidden <svg> the layout renders. */
export function inPageSymbols(): string {
  return IN_PAGE_ICONS.map((id) => iconSymbol(id, ICONS[id])).join('');
}

/** A short content hash: the sprite's URL changes whenever an icon does, so browsers may keep it a year. */
export function spriteVersion(sprite: string): string {
  return createHash('sha256').update(sprite).digest('hex').slice(0, 10);
}
