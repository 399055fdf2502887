/* SPDX-License-Identifier: GPL-2.0 */
/* A lock API in the shape of the kernel's, for tools/tests/test_api_coverage.py. */
struct __attribute__((capability("lk"))) lk { int x; };

/**
 * lk_lock - take it; the comment's text has "quotes", an apostrophe's
 * and a location-like /T/x.h:1:2 that must not confuse the parser
 */
void _lk_lock(struct lk *l) __attribute__((acquire_capability(l)));
void lk_unlock(struct lk *l) __attribute__((release_capability(l)));
int lk_trylock(struct lk *l) __attribute__((try_acquire_capability(1, l)));
void lk_assert(struct lk *l) __attribute__((assert_capability(l)));
void lk_never_called(struct lk *l) __attribute__((acquire_capability(l)));
void __lk_internal(struct lk *l) __attribute__((release_capability(l)));
void lk_plain(struct lk *l);

#define __lk_lock_inner(l) _lk_lock(l)
#define lk_lock(l) __lk_lock_inner(l)

/* A guard: names pasted in <scratch space>, the release run by cleanup. */
#define DEFINE_LK_GUARD(name)						\
	static inline struct lk *class_##name##_constructor(struct lk *l)	\
		__attribute__((acquire_capability(l)))			\
		__attribute__((no_thread_safety_analysis))		\
	{ _lk_lock(l); return l; }					\
	static inline void __class_##name##_cleanup_ctx(struct lk **l)	\
		__attribute__((release_capability(*l)))			\
		__attribute__((no_thread_safety_analysis))		\
	{ lk_unlock(*l); }
DEFINE_LK_GUARD(lk)
#define guard_lk(l) \
	struct lk *__g __attribute__((cleanup(__class_lk_cleanup_ctx))) = class_lk_constructor(l)
