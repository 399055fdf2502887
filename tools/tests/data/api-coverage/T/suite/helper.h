/* SPDX-License-Identifier: GPL-2.0 */
/* Suite helpers: only what the suite file reaches counts. */
static inline void helper_assert(struct lk *l)
{
	lk_assert(l);
}

static inline void helper_reached_from_a_table(struct lk *l)
{
	lk_plain(l);
}

static inline void helper_never_called(struct lk *l)
{
	lk_never_called(l);
	__lk_internal(l);
}

static inline void helper_calls_helper(struct lk *l)
{
	helper_assert(l);
}
