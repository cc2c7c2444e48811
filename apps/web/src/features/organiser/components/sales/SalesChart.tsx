import { useEffect, useRef } from 'react';
import { useSpeech } from '@/i18n/switch-language';
import { useTheme } from '@/lib/theme';
import type { ChartSpec } from './sales-figures';

type Charts = typeof import('./uplot-charts');
let charts: Promise<Charts> | undefined;
/** One download for all three charts; a failed one (offline) is tried again by the next chart drawn. */
function loadCharts(): Promise<Charts> {
  charts ??= import('./uplot-charts').catch((error: unknown) => {
    charts = undefined;
    throw error;
  });
  return charts;
}

/**
 * One sales chart: a picture of the table below it, hidden from screen readers (the table is their way to the
 * figures). uPlot comes with ./uplot-charts, imported here and only here, so it loads after the page's tables and
 * never with the first page (decision 076). Drawn again when the figures, the theme (its colours are the tokens')
 * or the language (its dates and numbers) change; if the library cannot load, the table still says everything.
 */
export function SalesChart({ spec }: { spec: ChartSpec }) {
  const frame = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const speech = useSpeech();
  // The spec is rebuilt on every render: its text, with the theme and language, says when to draw again.
  const drawing = JSON.stringify({ spec, theme, speech });
  useEffect(() => {
    const container = frame.current;
    if (!container) return;
    const { spec: shown } = JSON.parse(drawing) as { spec: ChartSpec };
    let removed = false;
    let remove: (() => void) | undefined;
    loadCharts()
      .then(({ drawChart }) => {
        if (!removed) remove = drawChart(container, shown);
      })
      // Without the library the chart stays blank; its table below says everything.
      .catch(() => {});
    return () => {
      removed = true;
      remove?.();
    };
  }, [drawing]);
  return (
    <div ref={frame} aria-hidden className="h-56 w-full overflow-hidden xs:h-64" data-chart={spec.kind} />
  );
}
