/** A check-in answer's frame, coloured by whether to let the holder in (green), look again (amber) or not (red). */
export function ResultPanel({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'green' | 'yellow' | 'red';
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      data-palette={tone}
      data-outcome={tone}
      aria-label={title}
      className="animate-fade-in rounded-2xl border-2 border-tone-line bg-tone-soft p-5 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-tone-solid text-white dark:text-slate-950"
        >
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-bold tracking-tight text-tone-fg">{title}</h2>
          <div className="mt-2">{children}</div>
        </div>
      </div>
    </section>
  );
}
