// Shared code for translation.pb.js (hook handlers cannot see their file's scope).
// Keeps blogs_v3.translation symmetric. Runs inside the save (onRecordCreate/Update after
// e.next()), so the partner updates share the transaction: either all links change or none.
module.exports = {
  /** Throws a 400 when the link cannot be a translation (itself, or the same language). */
  validate: function (e) {
    var record = e.record;
    var target = record.getString('translation');
    if (!target) return;
    if (target === record.id) {
      throw new BadRequestError('A post cannot be its own translation.', {
        translation: new ValidationError('validation_invalid_value', 'A post cannot be its own translation.'),
      });
    }
    var partner = e.app.findRecordById('blogs_v3', target);
    if (partner.getString('language') === record.getString('language')) {
      throw new BadRequestError('A translation must be in the other language.', {
        translation: new ValidationError(
          'validation_invalid_value',
          'A translation must be in the other language.',
        ),
      });
    }
  },

  /**
   * After `record` was saved with translation `target` (previously `before`): a stale partner
   * that still points back is cleared, and the new partner is pointed back at `record`. Each
   * partner save runs this again, and stops because the partner already agrees (no recursion).
   */
  sync: function (app, record, before) {
    var id = record.id;
    var target = record.getString('translation');
    if (before && before !== target) {
      var stale = null;
      try {
        stale = app.findRecordById('blogs_v3', before);
      } catch (_) {}
      if (stale && stale.getString('translation') === id) {
        stale.set('translation', '');
        app.save(stale);
      }
    }
    if (target) {
      var partner = app.findRecordById('blogs_v3', target);
      if (partner.getString('translation') !== id) {
        partner.set('translation', id);
        app.save(partner);
      }
    }
  },
};
