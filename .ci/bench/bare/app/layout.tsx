import type { ReactNode } from 'react';

export const metadata = { title: 'Bare Next page', description: 'The framework floor for npm run bench.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}>{children}</body>
    </html>
  );
}
