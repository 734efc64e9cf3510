type Props = { id: string; title: string; intro?: string; light?: boolean };

/** The centred heading every home section starts with. */
export function SectionHeading({ id, title, intro, light = false }: Props) {
  return (
    <div className="mx-auto mb-12 max-w-3xl text-center">
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight sm:text-4xl ${light ? 'text-white' : 'text-ink-900'}`}
      >
        {title}
      </h2>
      <span aria-hidden className="mx-auto mt-4 block h-1 w-16 rounded-full bg-brand-500" />
      {intro && <p className={`mt-4 text-lg ${light ? 'text-white/80' : 'text-ink-700'}`}>{intro}</p>}
    </div>
  );
}
