import { isIconName } from '@/components/icons/registry';
import { Icon } from '@/components/ui/icon';

/**
 * The icon an editor picked for a card (a select of the registry's names in the admin): nothing
 * when the name is not the registry's.
 */
export function CardIcon({ name, className }: { name: string; className: string }) {
  return isIconName(name) ? <Icon name={name} aria-hidden className={className} /> : null;
}
