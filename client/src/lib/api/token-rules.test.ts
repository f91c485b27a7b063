import { describe, expect, it } from '@jest/globals';
import { authorizationHeader, tokenForPath } from './token-rules.js';

const both = { userToken: 'U', adminToken: 'A' };

describe('token use per call (spec section 6)', () => {
  it('sends the admin token on /admin paths, even when a user token exists', () => {
    expect(tokenForPath('/admin/users-list?page=1&limit=50', both)).toBe('A');
    expect(tokenForPath('/admin/login', { userToken: 'U', adminToken: null })).toBeNull();
  });

  it('sends the user token on /user paths, never the admin token', () => {
    expect(tokenForPath('/user/profile', both)).toBe('U');
    expect(tokenForPath('/user/profile', { userToken: null, adminToken: 'A' })).toBeNull();
  });

  it('sends the user token on other paths if present, otherwise the admin token', () => {
    expect(tokenForPath('/notifications/token', both)).toBe('U');
    expect(tokenForPath('/notifications/token', { userToken: null, adminToken: 'A' })).toBe('A');
    expect(tokenForPath('/notifications/token', { userToken: null, adminToken: null })).toBeNull();
  });

  it('builds a bearer Authorization header only when a token applies', () => {
    expect(authorizationHeader('/user/profile', both)).toEqual({ Authorization: 'Bearer U' });
    expect(authorizationHeader('/user/login', { userToken: null, adminToken: 'A' })).toEqual({});
  });
});
