/** The group's mark, drawn inline so the header never waits for an image. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0d3b66" />
      <path d="M14 20h36v8H36v22h-8V28H14z" fill="#fff" />
      <circle cx="48" cy="46" r="6" fill="#f08a24" />
    </svg>
  );
}

/** The group's logo: the uploaded one (settings LOGO_*) when there is one, else the drawn mark. */
export function BrandLogo({ title, subtitle, inverse = false, src }: { title: string; subtitle?: string; inverse?: boolean; src?: string | null }) {
  return (
    <span className={`brand-logo${inverse ? ' brand-logo--inverse' : ''}`}>
      {src ? <img className="brand-logo__img" src={src} alt="" height={40} /> : <BrandMark />}
      <span className="brand-logo__text">
        <span className="brand-logo__name">THACO</span>
        <span className="brand-logo__title">{title}</span>
        {subtitle ? <span className="brand-logo__subtitle">{subtitle}</span> : null}
      </span>
    </span>
  );
}
