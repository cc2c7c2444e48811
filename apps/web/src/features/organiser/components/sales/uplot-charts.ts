/*
 * Draws the sales page's charts with uPlot (a canvas chart library of about 50 KB). Only SalesChart imports this
 * module, and only dynamically, so uPlot and its style sheet load with the sales page and never with the first page
 * (decision 076). Colours are read from the design tokens when drawn (SalesChart draws again when the theme
 * changes); numbers and dates are written in the reader's locale. The charts are pictures of the tables beside
 * them, hidden from screen readers. Changes when a chart's look changes or uPlot's options do.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formattingLocale } from '@/i18n/language';
import { formatInr, formatNumber } from '@/lib/format';
import type { ChartSpec } from './sales-figures';

const DAY = 86_400;
const MINUTE = 60;

/** Whole counts only: a chart of tickets or people never marks 2.5. */
const COUNT_STEPS = [1, 2, 5].flatMap((step) => [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7].map((m) => step * m));
COUNT_STEPS.sort((a, b) => a - b);
const DAY_STEPS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364].map((days) => days * DAY);
const TIME_STEPS = [15, 30, 60, 120, 180, 240, 360, 720].map((minutes) => minutes * MINUTE).concat(DAY_STEPS);

/**
 * Draws `spec` into `container`, filling it (its CSS gives the height) and following its size. Returns what
 * removes the chart again.
 */
export function drawChart(container: HTMLElement, spec: ChartSpec): () => void {
  const plot = new uPlot(options(container, spec), data(spec), container);
  const observer = new ResizeObserver(() => plot.setSize(sizeOf(container)));
  observer.observe(container);
  return () => {
    observer.disconnect();
    plot.destroy();
  };
}

const sizeOf = (container: HTMLElement) => ({
  width: Math.max(container.clientWidth, 1),
  height: Math.max(container.clientHeight, 1),
});

function data(spec: ChartSpec): uPlot.AlignedData {
  switch (spec.kind) {
    case 'tickets': {
      // Stacked bars: each type's bar reaches the sum of the types below it and itself. The tallest is drawn
      // first and each lower one over it, so every type shows as its own band.
      const running = spec.days.map(() => 0);
      const tops = spec.stacks.map((stack) =>
        stack.values.map((value, day) => {
          running[day] = (running[day] ?? 0) + value;
          return running[day] ?? 0;
        }),
      );
      return [spec.days, ...tops.reverse()];
    }
    case 'money':
      return [spec.days, spec.credits];
    case 'admissions':
      return [spec.times, spec.people, spec.soFar];
  }
}

function options(container: HTMLElement, spec: ChartSpec): uPlot.Options {
  const tokens = getComputedStyle(document.documentElement);
  const token = (name: string) => tokens.getPropertyValue(name).trim();
  const font = `12px ${getComputedStyle(container).fontFamily}`;
  const axis: uPlot.Axis = {
    stroke: token('--ink-muted'),
    font,
    labelFont: font,
    labelSize: 20,
    grid: { stroke: token('--line'), width: 1 },
    ticks: { stroke: token('--line'), width: 1, size: 4 },
  };
  const countAxis = (scale: string, label: string, side: 1 | 3 = 3): uPlot.Axis => ({
    ...axis,
    scale,
    side,
    label,
    incrs: COUNT_STEPS,
    size: sizeForValues,
    values: (_, splits) => splits.map((value) => formatNumber(value)),
    ...(side === 1 ? { grid: { show: false } } : {}),
  });
  const bars = (colour: string): uPlot.Series => ({
    stroke: colour,
    fill: colour,
    width: 0,
    paths: uPlot.paths.bars?.({ size: [0.7, 48], gap: 1 }),
    points: { show: false },
  });
  const base = {
    ...sizeOf(container),
    legend: { show: false },
    cursor: { show: false },
    padding: [12, 8, 0, 0] as uPlot.Padding,
  };

  switch (spec.kind) {
    case 'tickets':
      return {
        ...base,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: dayScale(), count: { range: fromZero } },
        series: [{}, ...spec.stacks.map((stack) => bars(token(stack.colour))).reverse()].map(
          (series, index) => (index === 0 ? series : { ...series, scale: 'count' }),
        ),
        axes: [dayAxis(axis), countAxis('count', spec.axisLabel)],
      };
    case 'money':
      return {
        ...base,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: {
          x: dayScale(),
          credits: { range: fromZero },
          // The same bars read in rupees: a scale that follows the credits' one, at the credit price.
          rupees: {
            from: 'credits',
            range: (_, min, max) => [min * spec.rupeesPerCredit, max * spec.rupeesPerCredit],
          },
        },
        series: [{}, { ...bars(token('--blue-solid')), scale: 'credits' }],
        axes: [
          dayAxis(axis),
          countAxis('credits', spec.creditsLabel),
          {
            ...axis,
            scale: 'rupees',
            side: 1,
            label: spec.rupeesLabel,
            size: sizeForValues,
            values: (_, splits) => splits.map((value) => formatInr(value)),
            grid: { show: false },
          },
        ],
      };
    case 'admissions': {
      const first = spec.times[0] ?? 0;
      const last = spec.times[spec.times.length - 1] ?? first;
      const moments = new Intl.DateTimeFormat(
        formattingLocale(),
        last - first > 20 * 3600
          ? { day: 'numeric', month: 'short', hour: 'numeric', timeZone: spec.timeZone }
          : { hour: 'numeric', minute: '2-digit', timeZone: spec.timeZone },
      );
      return {
        ...base,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), spec.timeZone),
        scales: {
          // Each bar is a quarter hour: half of one either side of the first and last keeps them whole.
          x: { time: true, range: (_, min, max) => [min - 7.5 * MINUTE, max + 7.5 * MINUTE] },
          people: { range: fromZero },
          soFar: { range: fromZero },
        },
        series: [
          {},
          { ...bars(token('--purple-solid')), scale: 'people' },
          {
            scale: 'soFar',
            stroke: token('--green-solid'),
            width: 2,
            points: { show: true, size: 5, fill: token('--green-solid') },
          },
        ],
        axes: [
          {
            ...axis,
            incrs: TIME_STEPS,
            space: 64,
            values: (_, splits) => splits.map((seconds) => moments.format(new Date(seconds * 1000))),
          },
          countAxis('people', spec.peopleLabel),
          countAxis('soFar', spec.soFarLabel, 1),
        ],
      };
    }
  }
}

/** Calendar days: half a day either side of the first and last, so their bars are whole. */
const dayScale = (): uPlot.Scale => ({
  time: true,
  range: (_, min, max) => [min - DAY / 2, max + DAY / 2],
});

function dayAxis(axis: uPlot.Axis): uPlot.Axis {
  const days = new Intl.DateTimeFormat(formattingLocale(), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return {
    ...axis,
    incrs: DAY_STEPS,
    space: 56,
    values: (_, splits) => splits.map((seconds) => days.format(new Date(seconds * 1000))),
  };
}

/** From zero (or below it, for a day that gave back more than it took) to a little above the highest value. */
const fromZero: uPlot.Scale.Range = (_, min, max) => {
  const [low, high] = uPlot.rangeNum(Math.min(0, min ?? 0), Math.max(1, max ?? 1), 0.1, true);
  return [Math.min(0, low ?? 0), high];
};

/** Room for the widest value written on an axis (Indian grouping makes "₹1,00,000" long), and the axis label. */
const sizeForValues: uPlot.Axis.Size = (_, values) => {
  const longest = Math.max(1, ...(values ?? []).map((value) => String(value).length));
  return longest * 7 + 14;
};
