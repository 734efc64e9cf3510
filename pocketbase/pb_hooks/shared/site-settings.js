// Shared module for site-settings.pb.js (hook handlers cannot see their file's scope): the one
// settings record (pb_migrations/1767900004_create_site_settings.js) and its checks, with
// messages for the editor who typed the value.

var SECOND =
  'There is already a settings record, and the site uses only one: open it in the list and edit it instead of adding another.';
var DELETE =
  'The settings record cannot be deleted: every page shows the agency’s details from it. Edit it instead.';

// The stored form of each number: +94 and nine digits (a mobile: 7 and eight more).
var NUMBERS = {
  landline: {
    pattern: /^\+94[1-9][0-9]{8}$/,
    message:
      'Not a Sri Lankan phone number: type the 10 digits as you dial them (011 234 5678) or with +94 (+94 11 234 5678).',
  },
  mobile: {
    pattern: /^\+947[0-9]{8}$/,
    message:
      'Not a Sri Lankan mobile number: type the 10 digits starting with 07 (077 123 4567) or with +94 (+94 77 123 4567).',
  },
  whatsapp: {
    pattern: /^\+947[0-9]{8}$/,
    message:
      'Not a Sri Lankan mobile number for WhatsApp: type the 10 digits starting with 07 (077 123 4567) or with +94 (+94 77 123 4567).',
  },
};

/** `077 123 4567`, `0771234567`, `94771234567`, `+94 77-123 4567` → `+94771234567`; else as typed. */
function normalizeNumber(value) {
  var digits = String(value || '').replace(/[\s\-().]/g, '');
  if (/^0[0-9]{9}$/.test(digits)) return '+94' + digits.slice(1);
  if (/^94[0-9]{9}$/.test(digits)) return '+' + digits;
  if (/^\+94[0-9]{9}$/.test(digits)) return digits;
  return String(value || '').trim();
}

function fieldError(field, message) {
  var data = {};
  data[field] = new ValidationError('validation_invalid_value', message);
  return new BadRequestError(message, data);
}

module.exports = {
  SECOND: SECOND,
  DELETE: DELETE,
  normalizeNumber: normalizeNumber,

  /** Throws a 400 when the collection holds a record already. */
  refuseSecond: function (app) {
    var count = app.countRecords('site_settings');
    if (count > 0) throw new BadRequestError(SECOND);
  },

  /**
   * Stores each number as +94…, then throws a 400 naming the first field whose value is not a
   * Sri Lankan number, or whose Sinhala half of the holiday note is missing.
   */
  check: function (record) {
    for (var field in NUMBERS) {
      var stored = normalizeNumber(record.getString(field));
      record.set(field, stored);
      if (!NUMBERS[field].pattern.test(stored)) throw fieldError(field, NUMBERS[field].message);
    }
    if (
      record.getString('holiday_note_en').trim() !== '' &&
      record.getString('holiday_note_si').trim() === ''
    ) {
      throw fieldError(
        'holiday_note_si',
        'The holiday note needs its Sinhala text too: visitors read the site in both languages.',
      );
    }
  },
};
