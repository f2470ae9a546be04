/** What an imported image (svg, png...) is in jest: its URL, as webpack's asset modules give it. */
module.exports = 'test-file-stub';
