/**
 * The icons that are a control's only visible sign (the menu button, a dialog's close button, the
 * carousel's arrows, the WhatsApp button on a phone). The layout puts their symbols into every
 * page (components/ui/icon.tsx), so they show with the first paint; the others come from
 * /icons.svg, which a slow network may deliver a few seconds later. Kept apart from the registry
 * so client components can read it without react-icons.
 */
export const IN_PAGE_ICONS = ['bars', 'xmark', 'chevron-left', 'chevron-right', 'whatsapp'] as const;
