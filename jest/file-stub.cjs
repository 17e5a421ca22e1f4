// Images and fonts imported by components: their URL in tests.
module.exports = 'test-file-stub';
