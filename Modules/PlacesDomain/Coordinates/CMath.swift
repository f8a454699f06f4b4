// The C library's math functions on every platform Swift runs on: the standard library has no trigonometry, and
// FoundationEssentials does not re-export it. This is Domain's only platform-dependent file; the rest of Domain
// calls the functions below and imports nothing platform-specific.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(ucrt)
import ucrt
#elseif canImport(WASILibc)
import WASILibc
#endif

/// The sine of `x` radians.
func sine(_ x: Double) -> Double { sin(x) }
/// The cosine of `x` radians.
func cosine(_ x: Double) -> Double { cos(x) }
/// The arc sine of `x`, in radians.
func arcsine(_ x: Double) -> Double { asin(x) }
/// The angle of the point (`x`, `y`) from the positive x axis, in radians (-π...π).
func arctangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
/// The arc cosine of `x`, in radians (0...π).
func arccosine(_ x: Double) -> Double { acos(x) }
