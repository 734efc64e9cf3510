import 'server-only';
import { inPageSymbols } from '@/components/icons/sprite';

const symbols = inPageSymbols();

/** The symbols of the in-page icons (components/icons/in-page.ts), once per page, drawn nowhere by themselves. */
export function InPageIcons() {
  return (
    <svg
      aria-hidden="true"
      width="0"
      height="0"
      className="absolute"
      dangerouslySetInnerHTML={{ __html: symbols }}
    />
  );
}
