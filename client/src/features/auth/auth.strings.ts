/**
 * Every word the sign-in, sign-up and recovery screens show. The specification's strings
 * (sections 2, 4, 5 and 8) are exact and its tests repeat them literally; the rest is
 * this product's own wording.
 */
export const BRAND = 'Fairdraw';
/** Between the password form and the Google button. */
export const DIVIDER = 'or';

export const LOGIN = {
  title: 'Login',
  subtitle: 'Enter Your Credentials to Continue.',
  welcome: 'Welcome back!',
  email: 'Email ID / Mobile Number',
  password: 'Password',
  forgotPassword: 'Forgot Password?',
  submit: 'Login',
  busy: 'Please wait...',
  failed: 'Login failed. Please try again.',
  verify: 'Verify & Login',
  verified: 'OTP verified successfully. Logging you in...',
  resendFailed: 'Failed to resend OTP',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  googleFailed: 'Google sign-in failed',
} as const;

export const REGISTER = {
  title: 'Create Account',
  subtitle: 'Sign up to start playing.',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  submit: 'Sign Up',
  busy: 'Please wait...',
  failed: 'Registration failed. Please try again.',
  verify: 'Verify OTP',
  verified: 'OTP verified! Redirecting to profile setup...',
  resendFailed: 'Failed to resend OTP. Please try again.',
  haveAccount: 'Already have an account?',
  login: 'Login',
  googleFailed: 'Google sign-up failed',
} as const;

export const OTP = {
  title: 'Enter OTP',
  sentTo: 'We have sent an OTP to',
  label: 'OTP',
  placeholder: '6-digit code',
  resend: 'Resend',
  resending: 'Sending...',
  verifying: 'Verifying...',
  resendIn: (time: string) => `Resend available in ${time}`,
  sent: 'OTP sent successfully!',
  /** The server's words when a login falls in the resend cooldown and no new code went out. */
  alreadySent: 'An OTP was already sent. Please check your email.',
  invalid: 'Invalid OTP. Please try again.',
  verifyFailed: 'Failed to verify OTP. Please try again.',
} as const;

export const GOOGLE = {
  signIn: 'Sign in with Google',
  signUp: 'Sign up with Google',
  notConfigured: 'Google sign-in is not configured',
  unavailable: 'Google sign-in is unavailable',
} as const;

export const ADMIN_LOGIN = {
  title: 'Sign In',
  subtitle: 'Admin area',
  username: 'User Name',
  password: 'Password',
  submit: 'Sign In',
  busy: 'Signing in...',
  bothRequired: 'Please provide both username and password.',
  unknownUser: 'Invalid username. Please check your credentials.',
  wrongPassword: 'Invalid password. Please check your credentials.',
  failed: (reason: string | null) => `Login failed: ${reason ?? 'Please try again later.'}`,
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export const FORGOT_PASSWORD = {
  title: 'Reset Password',
  subtitle: 'Enter your email and we will send you a reset link.',
  email: 'Email',
  submit: 'Send Reset Link',
  sent: 'If an account exists for this email, a reset link has been sent.',
  failed: 'Failed to send reset link.',
  backToLogin: 'Back to Login',
} as const;

export const RESET_PASSWORD = {
  title: 'Set New Password',
  invalidLink: 'This reset link is invalid. Ask for a new one.',
  password: 'New Password',
  confirmPassword: 'Confirm Password',
  submit: 'Reset Password',
  done: 'Your password has been reset. You can log in now.',
  failed: 'Failed to reset password.',
  newLink: 'Request a new link',
  backToLogin: 'Back to Login',
} as const;

/**
 * Spec section 5: registration, login, forgot password. The password and username rules'
 * own messages live with the rules (@identity/password-policy, @identity/username-policy).
 */
export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  usernameRequired: 'Username is required',
  confirmRequired: 'Confirm password is required',
  confirmReset: 'Please confirm your password',
  mismatch: 'Passwords do not match',
} as const;
