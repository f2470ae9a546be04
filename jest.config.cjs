/** Every package's jest suite in one run, with one summary. */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-catalog',
    '<rootDir>/remote-checkout',
    '<rootDir>/remote-member',
    '<rootDir>/remote-activities',
    '<rootDir>/server',
  ],
};
