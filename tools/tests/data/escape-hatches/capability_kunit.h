/* SPDX-License-Identifier: GPL-2.0 */
static inline void helper(void)
{
	disable_capability_analysis()
}
