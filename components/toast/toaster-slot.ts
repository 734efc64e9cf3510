/** The id of the element the layout draws for the toaster (./toaster.tsx, ./toaster-root.tsx). */
export const TOASTER_ID = 'toaster';
