// A style sheet imported as text (`!!raw-loader!…`): the unit tests need a string, not its rules.
module.exports = '/* raw-loader stub */';
