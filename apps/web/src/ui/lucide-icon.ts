import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

/**
 * Stands in for lucide-react's `createLucideIcon` in production builds (vite.config.ts, `slimLucide`). lucide's
 * runtime supports a context provider, aliases, stroke scaling and dynamic icons, which this app never uses, at
 * about 1.5 KB gzip of the first download; this draws the same SVG — same attributes and classes, aria-hidden
 * unless the icon is given a name — from the same icon data.
 */
type IconNode = [tag: string, attributes: Record<string, string | number>][];
type IconData = { name?: string; node: IconNode };

export type IconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  strokeWidth?: number | string;
  color?: string;
  ref?: Ref<SVGSVGElement>;
  children?: ReactNode;
};

const labelled = (props: Record<string, unknown>): boolean =>
  Object.keys(props).some(
    (key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null,
  );

export default function createLucideIcon(data: IconData | string, legacyNode: IconNode = []) {
  const name = typeof data === 'string' ? data : data.name;
  const node = typeof data === 'string' ? legacyNode : data.node;
  const baseClass = name ? `lucide lucide-${name}` : 'lucide';
  return function LucideIcon({
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    className,
    children,
    ...rest
  }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${baseClass} ${className}` : baseClass,
        ...(children || labelled(rest) ? null : { 'aria-hidden': 'true' }),
        ...rest,
      },
      // Passed as arguments, not as an array, so the paths need no React keys (the build strips lucide's).
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
