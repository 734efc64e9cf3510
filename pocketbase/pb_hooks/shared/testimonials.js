// Shared module for testimonials.pb.js (hook handlers cannot see their file's scope): the posters
// and clips of a testimonial (pb_migrations/1768100000_create_testimonials.js) are checked as they
// are uploaded, with a message an editor understands; the field's own limits (its maxSize and
// mimeTypes in the migration) are the ones checked, and PocketBase checks them again after.

// What each file field holds, in the editor's words.
var FILES = {
  clip_en: {
    what: 'The video for the English page',
    kind: 'an MP4 video',
    fix: 'export it again as MP4 (H.264)',
    smaller: 'Make it shorter, or 640 pixels wide,',
  },
  clip_si: {
    what: 'The video for the Sinhala page',
    kind: 'an MP4 video',
    fix: 'export it again as MP4 (H.264)',
    smaller: 'Make it shorter, or 640 pixels wide,',
  },
  poster_en: {
    what: 'The picture for the English page',
    kind: 'a WebP, JPEG or PNG picture',
    fix: 'save it again as WebP, JPEG or PNG',
    smaller: 'Save it at 640 × 360 pixels',
  },
  poster_si: {
    what: 'The picture for the Sinhala page',
    kind: 'a WebP, JPEG or PNG picture',
    fix: 'save it again as WebP, JPEG or PNG',
    smaller: 'Save it at 640 × 360 pixels',
  },
};
// ISO base media brands of an MP4 file (its `ftyp` box); QuickTime (.mov) and audio-only are not.
var MP4_BRANDS = ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'mmp4', 'MSNV'];

/** The type the first bytes of an upload show ('' when none of ours). */
function sniff(file) {
  var reader = file.reader.open();
  var bytes;
  try {
    bytes = toBytes(reader, 16);
  } finally {
    reader.close();
  }
  var ascii = function (from, to) {
    var out = '';
    for (var i = from; i < to && i < bytes.length; i++) out += String.fromCharCode(bytes[i]);
    return out;
  };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp' && MP4_BRANDS.indexOf(ascii(8, 12)) >= 0) return 'video/mp4';
  return '';
}

function refuse(field, code, message) {
  var data = {};
  data[field] = new ValidationError(code, message);
  throw new BadRequestError(message, data);
}

/** "1.5 MB" or "300 KB": a size as the editor's computer shows it. */
function size(bytes) {
  var mb = bytes / (1024 * 1024);
  return mb >= 1 ? Math.round(mb * 10) / 10 + ' MB' : Math.ceil(bytes / 1024) + ' KB';
}

module.exports = {
  /**
   * Throws a 400 naming the first new poster or clip that is too large or of the wrong type, and
   * for a published record without its English clip.
   */
  checkMedia: function (record) {
    var fields = record.collection().fields;
    for (var name in FILES) {
      var field = fields.getByName(name);
      var files = record.getUnsavedFiles(name);
      for (var i = 0; i < files.length; i++) {
        var file = files[i];
        var says = FILES[name];
        if (field.maxSize > 0 && file.size > field.maxSize)
          refuse(
            name,
            'validation_file_size_limit',
            says.what +
              ' is ' +
              size(file.size) +
              ': it may be at most ' +
              size(field.maxSize) +
              '. ' +
              says.smaller +
              ' and upload it again.',
          );
        if (field.mimeTypes.indexOf(sniff(file)) < 0)
          refuse(
            name,
            'validation_invalid_mime_type',
            says.what +
              ' must be ' +
              says.kind +
              ', and “' +
              file.originalName +
              '” is not: ' +
              says.fix +
              ' and upload it again.',
          );
      }
    }
    if (
      record.getString('status') === 'published' &&
      record.getString('clip_en') === '' &&
      record.getUnsavedFiles('clip_en').length === 0
    )
      refuse(
        'clip_en',
        'validation_required',
        'A published testimonial needs its video: upload the video for the English page (clip_en), or keep the status at draft.',
      );
  },
};
