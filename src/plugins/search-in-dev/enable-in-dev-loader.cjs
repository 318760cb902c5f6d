// Turns the search plugin's `process.env.NODE_ENV === "production"` gates on.
module.exports = function enableInDev(source) {
  return source.replace(/process\.env\.NODE_ENV\s*===\s*["']production["']/g, 'true');
};
