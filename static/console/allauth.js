/* Starts allauth's own form helpers (account.js, recovery_codes.js, webauthn.js) without
 * any inline script, so the console's Content-Security-Policy (script-src 'self') holds.
 *
 * A template marks what to start with an inert element:
 *   <div hidden data-allauth-form="webauthn.loginForm" data-id-login="passkey_login"
 *        data-id-credential="mfa_credential"></div>
 * data-id-* become the helper's "ids" and data-i18n-* its "i18n" strings; page data (the
 * WebAuthn options) comes from a json_script element named by data-id-data, which the
 * helper reads itself. Only the helpers listed below can be started.
 */
(function () {
  'use strict'
  const ALLOWED = [
    'account.manageEmailForm',
    'recoveryCodes.viewForm',
    'webauthn.addForm',
    'webauthn.authenticateForm',
    'webauthn.loginForm',
    'webauthn.signupForm'
  ]

  function lower (s) {
    return s.charAt(0).toLowerCase() + s.slice(1)
  }

  function options (el) {
    const o = { ids: {}, i18n: {} }
    Object.keys(el.dataset).forEach(function (key) {
      if (key.startsWith('id') && key.length > 2) {
        o.ids[lower(key.slice(2))] = el.dataset[key]
      } else if (key.startsWith('i18n') && key.length > 4) {
        o.i18n[lower(key.slice(4))] = el.dataset[key]
      }
    })
    return o
  }

  document.addEventListener('DOMContentLoaded', function () {
    document.querySelectorAll('[data-allauth-form]').forEach(function (el) {
      const name = el.dataset.allauthForm
      if (ALLOWED.indexOf(name) < 0) return
      const parts = name.split('.')
      const area = window.allauth && window.allauth[parts[0]]
      const fn = area && area.forms && area.forms[parts[1]]
      if (typeof fn === 'function') fn(options(el))
    })
  })
})()
