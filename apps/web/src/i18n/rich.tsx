/**
 * A translated sentence with marked parts ("Read the <link>rules</link>"): each `<name>…</name>` is drawn by the
 * renderer of that name, so links and emphasis stay inside the sentence in every language's word order.
 * Changes when messages need a new kind of mark.
 */
import { Fragment, type ReactNode } from 'react';

type Renderers = Record<string, (text: string) => ReactNode>;

export function rich(message: string, renderers: Renderers): ReactNode[] {
  const parts = message.split(/<([a-z]+)>(.*?)<\/\1>/s);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    const text = parts[index];
    if (text) nodes.push(text);
    const name = parts[index + 1];
    if (name === undefined) break;
    const render = renderers[name];
    const inner = parts[index + 2] ?? '';
    nodes.push(<Fragment key={index}>{render ? render(inner) : inner}</Fragment>);
  }
  return nodes;
}
