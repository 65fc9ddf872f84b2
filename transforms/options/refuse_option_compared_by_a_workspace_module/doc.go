// Case: refused (other_module_use). A rate limiter's module (lib) and a service's module
// (app) are developed together in one go.work; the service keeps a default option and
// compares options with it. Once the family is a struct holding the clock's func, that ==
// would not compile, and the service's module is checked on its own, so its uses are not
// in the limiter's census. Refused whether unbox is run on both modules or on lib alone
// (go.work names app).
package limits
