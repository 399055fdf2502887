// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: returns early between lock_sock_fast() and unlock_sock_fast(),
 * leaving the socket locked (and, on the fast path, softirqs disabled).
 * EXPECT: -Wthread-safety-analysis
 */
#include <net/sock.h>

static int __used sock_peek_err(struct sock *sk)
{
	bool slow = lock_sock_fast(sk);
	int err = sk->sk_err;

	if (!err) {
#ifdef FIXED
		unlock_sock_fast(sk, slow);
#endif
		return 0;
	}
	sk->sk_err = 0;
	unlock_sock_fast(sk, slow);
	return err;
}
