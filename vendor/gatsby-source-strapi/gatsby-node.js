module.exports = require("./dist/gatsby-node");
