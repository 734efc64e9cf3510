// The message namespaces that client components read with useTranslations. Only these are
// sent to the browser (STYLE §3); everything else is translated on the server.
export const CLIENT_NAMESPACES = ['ErrorPage', 'ContactForm', 'Toast'] as const;
