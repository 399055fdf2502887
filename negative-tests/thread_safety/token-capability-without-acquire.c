// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes data GUARDED_BY() a DEFINE_CAPABILITY() token without
 * acquiring the token.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/preempt.h>
#include <linux/thread_safety.h>

/* "Running in the one context that owns the event table." */
DEFINE_CAPABILITY(event_context);

static inline void event_context_enter(void)
	ACQUIRE(event_context) NO_THREAD_SAFETY_ANALYSIS
{
	preempt_disable();
}

static inline void event_context_exit(void)
	RELEASE(event_context) NO_THREAD_SAFETY_ANALYSIS
{
	preempt_enable();
}

static int nr_events GUARDED_BY(event_context);

static void __used event_record(void)
{
#ifdef FIXED
	event_context_enter();
#endif
	nr_events++;
#ifdef FIXED
	event_context_exit();
#endif
}
