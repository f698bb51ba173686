import { useLanguage } from '../language';

export function NewBadge() {
  const { t } = useLanguage();
  return (
    <span className="ms-1.5 inline-flex items-center rounded-full bg-accent px-1.5 py-px text-[10px] leading-4 font-bold tracking-wide text-ink">
      {t('header.newBadge')}
    </span>
  );
}
