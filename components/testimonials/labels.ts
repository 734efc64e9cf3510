/** The dialog's strings, in the page's language (passed down by the server). */
export type TestimonialDialogLabels = { close: string; noVideoSupport: string };

/** The home carousel's strings. */
export type CarouselLabels = {
  previous: string;
  next: string;
  video: string;
  /** The mark of an unpublished card, in draft preview. */
  draft: string;
  dialog: TestimonialDialogLabels;
};
