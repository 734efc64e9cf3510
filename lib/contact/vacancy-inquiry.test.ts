/** @jest-environment node */
import { webhookBody, type Inquiry } from './inquiry';
import { contactSchema } from './schema';

// An inquiry about a vacancy (the "Ask about this job" link of /jobs/<id>): the form's hidden
// fields `vacancy` (record id) and `vacancyTitle` travel with it; a bad reference is dropped.

const base = {
  name: 'Nimal Perera',
  email: 'nimal@example.com',
  phone: '+94771234567',
  inquiryType: 'jobs',
  message: 'I would like to apply for this job.',
};
const ID = 'abcdefghij12345';

describe('contactSchema with a vacancy', () => {
  it('accepts the type jobs, the vacancy id and its title', () => {
    expect(contactSchema.parse({ ...base, vacancy: ID, vacancyTitle: '  Caregiver in Aichi ' })).toEqual({
      ...base,
      vacancy: ID,
      vacancyTitle: 'Caregiver in Aichi',
    });
  });

  it('drops a reference that is not one, and still takes the inquiry', () => {
    for (const vacancy of ['', 'abc', `${ID}x`, 'ABCDEFGHIJ12345', '../../_superusers', 42]) {
      const parsed = contactSchema.parse({ ...base, vacancy, vacancyTitle: 'T' });
      expect(parsed.vacancy).toBeUndefined();
    }
    for (const vacancyTitle of ['', '   ', 'a'.repeat(301), 'line\nbreak', 'bidi\u202Eoverride', 7]) {
      expect(contactSchema.parse({ ...base, vacancy: ID, vacancyTitle }).vacancyTitle).toBeUndefined();
    }
    expect(contactSchema.parse(base)).toEqual(base);
  });
});

describe('webhookBody', () => {
  const inquiry: Inquiry = {
    ...base,
    inquiryType: 'jobs',
    id: 'zzzzzzzzzzzzzz1',
    reference: 'HL-ABCD2345',
    locale: 'si',
  };

  it('names the vacancy of an inquiry about one', () => {
    expect(webhookBody({ ...inquiry, vacancy: ID, vacancyTitle: 'Caregiver in Aichi' })).toEqual({
      id: 'zzzzzzzzzzzzzz1',
      reference: 'HL-ABCD2345',
      ...base,
      vacancyId: ID,
      vacancyTitle: 'Caregiver in Aichi',
    });
  });

  it('carries exactly the usual fields for any other inquiry', () => {
    expect(Object.keys(webhookBody(inquiry)).sort()).toEqual([
      'email',
      'id',
      'inquiryType',
      'message',
      'name',
      'phone',
      'reference',
    ]);
  });
});
