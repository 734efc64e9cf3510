/** A valid inquiry as the browser sends it (locale aside), for the contact tests to vary. */
export const VALID_INQUIRY = {
  name: 'Kamal Perera',
  email: 'kamal@example.com',
  phone: '+94 77 123 4567',
  inquiryType: 'visa',
  message: 'I would like to know about the SSW programme.',
};
