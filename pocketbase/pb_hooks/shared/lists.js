// Shared module for lists.pb.js (hook handlers cannot see their file's scope): a published FAQ item
// or team member has its Sinhala text (pb_migrations/1767900005_create_faq_and_team.js); so does a
// testimonial (testimonials.pb.js).

// The Sinhala fields a published record needs, each with its English one; `always` fields are
// needed whenever published, the others only when their English field is set.
var PAIRS = {
  testimonials: { always: ['name', 'category', 'quote'], label: 'testimonial' },
  faq_items: { always: ['question', 'answer'], label: 'FAQ item' },
  team_members: { always: ['name', 'role'], optional: ['detail'], label: 'team member' },
  // The services, special programs, why-us items and about cards
  // (pb_migrations/1768100001_create_site_lists.js, checked by site-lists.pb.js).
  services: { always: ['title'], optional: ['description', 'details'], label: 'service' },
  special_programs: { always: ['title', 'description'], label: 'special program' },
  why_us_items: { always: ['title', 'description'], label: 'why-us item' },
  about_cards: { always: ['title', 'body'], label: 'about card' },
};

/** Text of an editor field without its tags and spaces ('' for "<p></p>"). */
function plain(value) {
  return String(value || '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

module.exports = {
  /** Throws a 400 naming the first Sinhala field a published record lacks. */
  requireSinhala: function (record) {
    var name = record.collection().name;
    var pairs = PAIRS[name];
    if (!pairs || record.getString('status') !== 'published') return;
    var fields = pairs.always.slice();
    (pairs.optional || []).forEach(function (f) {
      if (plain(record.getString(f + '_en')) !== '') fields.push(f);
    });
    for (var i = 0; i < fields.length; i++) {
      var field = fields[i] + '_si';
      if (plain(record.getString(field)) === '') {
        var message =
          'A published ' +
          pairs.label +
          ' needs its Sinhala text: fill in ' +
          field +
          ', or keep the status at draft until the translation is ready.';
        var data = {};
        data[field] = new ValidationError('validation_required', message);
        throw new BadRequestError(message, data);
      }
    }
  },
};
