// Shared module for site-lists.pb.js (hook handlers cannot see their file's scope): what the
// services, special programs, why-us items and about cards
// (pb_migrations/1768100001_create_site_lists.js) need beyond their fields' own limits, each
// refusal a 400 whose message names the field and says what to do.

/** Throws a 400 on `field` with `message`. */
function refuse(field, message) {
  var data = {};
  data[field] = new ValidationError('validation_invalid_format', message);
  throw new BadRequestError(message, data);
}

var SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// The words an about card's text may hold in curly brackets (lib/pocketbase/site-lists.ts fills them).
var PLACEHOLDERS = ['licence', 'year'];

/**
 * A service's details as groups ({heading, items}): a heading is a line of its own, its points the
 * lines under it that start with "-" (lib/pocketbase/service-details.ts reads them the same way);
 * empty lines are skipped. Throws a 400 on `field` when a point comes before any heading or a
 * heading has no point.
 */
function detailGroups(text, field) {
  var groups = [];
  var lines = String(text || '').split(/\r?\n/);
  for (var i = 0; i < lines.length; i++) {
    var line = lines[i].trim();
    if (line === '') continue;
    if (line.charAt(0) === '-') {
      if (groups.length === 0)
        refuse(field, 'The details start with a point (a line with “-”): put a heading on a line above it.');
      groups[groups.length - 1].items.push(line.slice(1).trim());
    } else {
      groups.push({ heading: line, items: [] });
    }
  }
  for (var g = 0; g < groups.length; g++) {
    if (groups[g].items.length === 0)
      refuse(
        field,
        'The heading “' +
          groups[g].heading +
          '” has no points under it: add lines starting with “- ” below it, or remove it.',
      );
  }
  return groups;
}

function checkService(record) {
  if (!SLUG.test(record.getString('slug')))
    refuse(
      'slug',
      'The short name may hold only small English letters, digits and single hyphens between them (e.g. visa-guidance).',
    );
  var en = detailGroups(record.getString('details_en'), 'details_en');
  var si = detailGroups(record.getString('details_si'), 'details_si');
  if (record.getString('status') !== 'published' || si.length === 0) return;
  var same =
    en.length === si.length &&
    en.every(function (group, i) {
      return group.items.length === si[i].items.length;
    });
  if (!same)
    refuse(
      'details_si',
      'The Sinhala details must have the same headings and points as the English, in the same order: English ' +
        en.length +
        ' headings with ' +
        en.map((g) => g.items.length).join(', ') +
        ' points, Sinhala ' +
        si.length +
        ' with ' +
        si.map((g) => g.items.length).join(', ') +
        '.',
    );
}

function checkAboutCard(record) {
  ['body_en', 'body_si'].forEach(function (field) {
    var words = record.getString(field).match(/\{[^}]*\}/g) || [];
    words.forEach(function (word) {
      if (PLACEHOLDERS.indexOf(word.slice(1, -1)) === -1)
        refuse(
          field,
          'Only {licence} and {year} may be written in curly brackets (the licence number and the founding year of the settings): ' +
            word +
            ' is not one of them.',
        );
    });
  });
}

module.exports = {
  COLLECTIONS: ['services', 'special_programs', 'why_us_items', 'about_cards'],
  /** Throws a 400 naming the first field of `record` that is not as its list needs. */
  check: function (record) {
    var name = record.collection().name;
    if (name === 'services') checkService(record);
    if (name === 'about_cards') checkAboutCard(record);
  },
};
