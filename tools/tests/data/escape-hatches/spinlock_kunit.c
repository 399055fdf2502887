// SPDX-License-Identifier: GPL-2.0
/*
 * A comment may name capability_unsafe() and __no_capability_analysis,
 * and so may a string:
 */
static const char *why = "no capability_unsafe() here";	// nor __capability_unsafe
static char c = '"';	/* a quote in a char literal does not start a string */
static void unlocked(void) __capability_unsafe("why")
{
	x = capability_unsafe(y); /* capability_unsafe */ z = my_capability_unsafe_count;
}

#define NO_CHECK __no_capability_analysis
