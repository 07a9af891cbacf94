# Generated from grammar/MeaningParser.g4 by ANTLR 4.13.2
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,107,654,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,
        7,6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,
        13,2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,
        20,7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,
        26,2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,
        33,7,33,2,34,7,34,2,35,7,35,2,36,7,36,2,37,7,37,2,38,7,38,2,39,7,
        39,2,40,7,40,2,41,7,41,2,42,7,42,2,43,7,43,2,44,7,44,2,45,7,45,2,
        46,7,46,2,47,7,47,2,48,7,48,2,49,7,49,2,50,7,50,2,51,7,51,1,0,1,
        0,5,0,107,8,0,10,0,12,0,110,9,0,1,0,1,0,1,1,1,1,1,2,1,2,1,2,1,2,
        1,3,5,3,121,8,3,10,3,12,3,124,9,3,1,4,1,4,1,4,1,4,1,4,1,4,1,4,1,
        4,1,4,1,4,1,4,1,4,1,4,1,4,1,4,1,4,3,4,142,8,4,1,5,3,5,145,8,5,1,
        5,1,5,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,3,6,161,8,
        6,1,7,1,7,3,7,165,8,7,1,7,3,7,168,8,7,1,7,3,7,171,8,7,1,7,3,7,174,
        8,7,1,7,3,7,177,8,7,1,7,1,7,3,7,181,8,7,1,7,1,7,1,7,1,7,1,7,3,7,
        188,8,7,1,7,3,7,191,8,7,1,7,3,7,194,8,7,1,7,3,7,197,8,7,1,7,3,7,
        200,8,7,1,7,1,7,3,7,204,8,7,3,7,206,8,7,1,8,1,8,3,8,210,8,8,1,8,
        3,8,213,8,8,1,8,1,8,3,8,217,8,8,1,9,1,9,1,9,1,9,1,9,1,9,3,9,225,
        8,9,3,9,227,8,9,1,10,1,10,1,10,1,10,1,10,3,10,234,8,10,1,11,1,11,
        3,11,238,8,11,1,11,3,11,241,8,11,1,11,3,11,244,8,11,1,11,1,11,1,
        11,1,11,1,11,3,11,251,8,11,1,11,3,11,254,8,11,1,11,3,11,257,8,11,
        1,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,3,11,268,8,11,1,12,
        1,12,3,12,272,8,12,1,12,1,12,1,12,1,12,1,12,1,12,1,12,1,12,1,12,
        1,12,1,12,1,12,3,12,286,8,12,1,12,1,12,1,12,1,12,1,12,3,12,293,8,
        12,3,12,295,8,12,1,13,1,13,1,14,3,14,300,8,14,1,14,1,14,1,15,1,15,
        1,15,5,15,307,8,15,10,15,12,15,310,9,15,1,16,1,16,1,16,1,16,1,16,
        1,16,1,16,1,16,1,16,1,16,1,16,3,16,323,8,16,1,16,1,16,1,16,1,16,
        1,16,3,16,330,8,16,1,16,3,16,333,8,16,1,17,1,17,1,17,1,17,1,17,1,
        17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,3,
        17,353,8,17,1,18,1,18,3,18,357,8,18,1,18,3,18,360,8,18,1,18,1,18,
        1,18,1,18,3,18,366,8,18,3,18,368,8,18,1,19,1,19,1,19,3,19,373,8,
        19,1,19,1,19,1,19,1,19,3,19,379,8,19,1,20,3,20,382,8,20,1,20,1,20,
        3,20,386,8,20,1,20,3,20,389,8,20,1,20,1,20,1,20,3,20,394,8,20,1,
        20,1,20,3,20,398,8,20,1,21,1,21,1,21,1,21,1,21,1,21,3,21,406,8,21,
        1,22,1,22,3,22,410,8,22,1,22,1,22,1,22,1,22,1,22,1,22,1,22,3,22,
        419,8,22,1,23,1,23,1,23,5,23,424,8,23,10,23,12,23,427,9,23,1,23,
        1,23,1,24,1,24,1,24,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,
        1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,
        1,25,1,25,3,25,458,8,25,3,25,460,8,25,1,26,1,26,1,27,1,27,1,27,5,
        27,467,8,27,10,27,12,27,470,9,27,1,27,1,27,1,27,1,27,5,27,476,8,
        27,10,27,12,27,479,9,27,1,27,3,27,482,8,27,1,28,1,28,1,28,1,28,1,
        28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,
        28,1,28,3,28,503,8,28,1,29,1,29,1,29,1,29,1,29,3,29,510,8,29,1,30,
        1,30,3,30,514,8,30,1,30,1,30,1,30,5,30,519,8,30,10,30,12,30,522,
        9,30,1,31,1,31,1,31,1,31,1,31,1,31,3,31,530,8,31,1,32,1,32,1,32,
        1,32,3,32,536,8,32,1,33,1,33,1,33,4,33,541,8,33,11,33,12,33,542,
        1,34,1,34,1,34,1,34,1,34,3,34,550,8,34,1,35,1,35,1,35,4,35,555,8,
        35,11,35,12,35,556,1,36,1,36,3,36,561,8,36,1,36,1,36,3,36,565,8,
        36,1,37,1,37,1,37,1,37,1,37,1,37,3,37,573,8,37,1,37,1,37,1,38,1,
        38,1,38,1,38,1,38,1,38,1,38,3,38,584,8,38,1,39,1,39,1,39,1,39,3,
        39,590,8,39,1,40,1,40,3,40,594,8,40,1,40,3,40,597,8,40,1,41,1,41,
        1,42,1,42,3,42,603,8,42,1,42,1,42,1,42,3,42,608,8,42,1,42,3,42,611,
        8,42,1,43,4,43,614,8,43,11,43,12,43,615,1,43,3,43,619,8,43,1,44,
        1,44,1,45,1,45,3,45,625,8,45,1,45,1,45,1,45,1,45,3,45,631,8,45,1,
        45,3,45,634,8,45,1,46,1,46,3,46,638,8,46,1,47,3,47,641,8,47,1,47,
        1,47,1,47,1,48,1,48,1,49,1,49,1,50,1,50,1,51,1,51,1,51,1,122,0,52,
        0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,
        46,48,50,52,54,56,58,60,62,64,66,68,70,72,74,76,78,80,82,84,86,88,
        90,92,94,96,98,100,102,0,31,1,0,79,80,2,0,95,95,98,98,1,0,17,20,
        2,0,96,96,99,99,1,0,97,98,2,0,82,82,98,98,1,0,54,58,2,0,75,75,95,
        95,1,0,22,23,2,0,13,13,15,15,1,0,102,103,1,0,79,81,1,0,7,8,1,0,36,
        38,3,0,54,54,57,57,63,63,1,0,55,56,1,0,31,33,2,0,83,83,85,85,1,0,
        75,76,4,0,1,2,7,8,11,12,30,30,3,0,52,52,82,82,86,86,2,0,93,93,99,
        99,2,0,7,8,11,12,1,0,60,65,1,0,79,82,4,0,24,24,29,29,45,45,66,66,
        3,0,26,26,83,83,104,105,2,0,70,72,100,101,1,0,68,69,2,0,74,78,95,
        96,2,0,87,94,98,98,762,0,108,1,0,0,0,2,113,1,0,0,0,4,115,1,0,0,0,
        6,122,1,0,0,0,8,141,1,0,0,0,10,144,1,0,0,0,12,160,1,0,0,0,14,205,
        1,0,0,0,16,207,1,0,0,0,18,226,1,0,0,0,20,233,1,0,0,0,22,267,1,0,
        0,0,24,294,1,0,0,0,26,296,1,0,0,0,28,299,1,0,0,0,30,303,1,0,0,0,
        32,332,1,0,0,0,34,352,1,0,0,0,36,367,1,0,0,0,38,378,1,0,0,0,40,397,
        1,0,0,0,42,399,1,0,0,0,44,418,1,0,0,0,46,420,1,0,0,0,48,430,1,0,
        0,0,50,459,1,0,0,0,52,461,1,0,0,0,54,481,1,0,0,0,56,502,1,0,0,0,
        58,509,1,0,0,0,60,511,1,0,0,0,62,529,1,0,0,0,64,535,1,0,0,0,66,537,
        1,0,0,0,68,549,1,0,0,0,70,551,1,0,0,0,72,558,1,0,0,0,74,572,1,0,
        0,0,76,583,1,0,0,0,78,589,1,0,0,0,80,591,1,0,0,0,82,598,1,0,0,0,
        84,610,1,0,0,0,86,613,1,0,0,0,88,620,1,0,0,0,90,633,1,0,0,0,92,635,
        1,0,0,0,94,640,1,0,0,0,96,645,1,0,0,0,98,647,1,0,0,0,100,649,1,0,
        0,0,102,651,1,0,0,0,104,107,3,8,4,0,105,107,3,2,1,0,106,104,1,0,
        0,0,106,105,1,0,0,0,107,110,1,0,0,0,108,106,1,0,0,0,108,109,1,0,
        0,0,109,111,1,0,0,0,110,108,1,0,0,0,111,112,5,0,0,1,112,1,1,0,0,
        0,113,114,9,0,0,0,114,3,1,0,0,0,115,116,3,8,4,0,116,117,3,6,3,0,
        117,118,5,0,0,1,118,5,1,0,0,0,119,121,9,0,0,0,120,119,1,0,0,0,121,
        124,1,0,0,0,122,123,1,0,0,0,122,120,1,0,0,0,123,7,1,0,0,0,124,122,
        1,0,0,0,125,142,3,74,37,0,126,142,3,66,33,0,127,142,3,72,36,0,128,
        142,3,70,35,0,129,142,3,60,30,0,130,142,3,10,5,0,131,142,3,80,40,
        0,132,142,3,86,43,0,133,142,3,76,38,0,134,142,3,78,39,0,135,142,
        3,92,46,0,136,142,3,94,47,0,137,142,3,96,48,0,138,142,3,98,49,0,
        139,142,3,100,50,0,140,142,3,102,51,0,141,125,1,0,0,0,141,126,1,
        0,0,0,141,127,1,0,0,0,141,128,1,0,0,0,141,129,1,0,0,0,141,130,1,
        0,0,0,141,131,1,0,0,0,141,132,1,0,0,0,141,133,1,0,0,0,141,134,1,
        0,0,0,141,135,1,0,0,0,141,136,1,0,0,0,141,137,1,0,0,0,141,138,1,
        0,0,0,141,139,1,0,0,0,141,140,1,0,0,0,142,9,1,0,0,0,143,145,5,83,
        0,0,144,143,1,0,0,0,144,145,1,0,0,0,145,146,1,0,0,0,146,147,3,12,
        6,0,147,11,1,0,0,0,148,161,3,14,7,0,149,161,3,42,21,0,150,161,3,
        44,22,0,151,161,3,20,10,0,152,161,3,34,17,0,153,161,3,36,18,0,154,
        161,3,40,20,0,155,161,3,46,23,0,156,161,3,48,24,0,157,161,3,50,25,
        0,158,161,3,54,27,0,159,161,3,58,29,0,160,148,1,0,0,0,160,149,1,
        0,0,0,160,150,1,0,0,0,160,151,1,0,0,0,160,152,1,0,0,0,160,153,1,
        0,0,0,160,154,1,0,0,0,160,155,1,0,0,0,160,156,1,0,0,0,160,157,1,
        0,0,0,160,158,1,0,0,0,160,159,1,0,0,0,161,13,1,0,0,0,162,164,3,16,
        8,0,163,165,5,59,0,0,164,163,1,0,0,0,164,165,1,0,0,0,165,167,1,0,
        0,0,166,168,3,28,14,0,167,166,1,0,0,0,167,168,1,0,0,0,168,170,1,
        0,0,0,169,171,7,0,0,0,170,169,1,0,0,0,170,171,1,0,0,0,171,173,1,
        0,0,0,172,174,5,83,0,0,173,172,1,0,0,0,173,174,1,0,0,0,174,176,1,
        0,0,0,175,177,5,84,0,0,176,175,1,0,0,0,176,177,1,0,0,0,177,178,1,
        0,0,0,178,180,3,18,9,0,179,181,5,59,0,0,180,179,1,0,0,0,180,181,
        1,0,0,0,181,206,1,0,0,0,182,183,3,16,8,0,183,184,5,59,0,0,184,206,
        1,0,0,0,185,187,5,26,0,0,186,188,5,96,0,0,187,186,1,0,0,0,187,188,
        1,0,0,0,188,190,1,0,0,0,189,191,3,28,14,0,190,189,1,0,0,0,190,191,
        1,0,0,0,191,193,1,0,0,0,192,194,7,0,0,0,193,192,1,0,0,0,193,194,
        1,0,0,0,194,196,1,0,0,0,195,197,5,83,0,0,196,195,1,0,0,0,196,197,
        1,0,0,0,197,199,1,0,0,0,198,200,5,84,0,0,199,198,1,0,0,0,199,200,
        1,0,0,0,200,201,1,0,0,0,201,203,3,18,9,0,202,204,5,59,0,0,203,202,
        1,0,0,0,203,204,1,0,0,0,204,206,1,0,0,0,205,162,1,0,0,0,205,182,
        1,0,0,0,205,185,1,0,0,0,206,15,1,0,0,0,207,209,5,26,0,0,208,210,
        5,96,0,0,209,208,1,0,0,0,209,210,1,0,0,0,210,212,1,0,0,0,211,213,
        7,1,0,0,212,211,1,0,0,0,212,213,1,0,0,0,213,214,1,0,0,0,214,216,
        5,26,0,0,215,217,5,96,0,0,216,215,1,0,0,0,216,217,1,0,0,0,217,17,
        1,0,0,0,218,227,5,9,0,0,219,227,5,10,0,0,220,227,5,14,0,0,221,227,
        5,16,0,0,222,224,7,2,0,0,223,225,5,21,0,0,224,223,1,0,0,0,224,225,
        1,0,0,0,225,227,1,0,0,0,226,218,1,0,0,0,226,219,1,0,0,0,226,220,
        1,0,0,0,226,221,1,0,0,0,226,222,1,0,0,0,227,19,1,0,0,0,228,229,3,
        22,11,0,229,230,5,98,0,0,230,231,3,22,11,0,231,234,1,0,0,0,232,234,
        3,22,11,0,233,228,1,0,0,0,233,232,1,0,0,0,234,21,1,0,0,0,235,237,
        3,24,12,0,236,238,3,28,14,0,237,236,1,0,0,0,237,238,1,0,0,0,238,
        240,1,0,0,0,239,241,7,0,0,0,240,239,1,0,0,0,240,241,1,0,0,0,241,
        243,1,0,0,0,242,244,5,83,0,0,243,242,1,0,0,0,243,244,1,0,0,0,244,
        245,1,0,0,0,245,246,3,30,15,0,246,268,1,0,0,0,247,248,3,26,13,0,
        248,250,5,26,0,0,249,251,3,28,14,0,250,249,1,0,0,0,250,251,1,0,0,
        0,251,253,1,0,0,0,252,254,7,0,0,0,253,252,1,0,0,0,253,254,1,0,0,
        0,254,256,1,0,0,0,255,257,5,83,0,0,256,255,1,0,0,0,256,257,1,0,0,
        0,257,258,1,0,0,0,258,259,3,30,15,0,259,268,1,0,0,0,260,261,3,26,
        13,0,261,262,5,26,0,0,262,263,3,28,14,0,263,268,1,0,0,0,264,265,
        3,24,12,0,265,266,3,28,14,0,266,268,1,0,0,0,267,235,1,0,0,0,267,
        247,1,0,0,0,267,260,1,0,0,0,267,264,1,0,0,0,268,23,1,0,0,0,269,271,
        5,26,0,0,270,272,7,3,0,0,271,270,1,0,0,0,271,272,1,0,0,0,272,295,
        1,0,0,0,273,274,5,26,0,0,274,295,5,59,0,0,275,276,5,26,0,0,276,295,
        7,4,0,0,277,278,5,26,0,0,278,279,7,5,0,0,279,295,5,26,0,0,280,281,
        5,87,0,0,281,282,5,26,0,0,282,283,5,88,0,0,283,285,5,26,0,0,284,
        286,5,96,0,0,285,284,1,0,0,0,285,286,1,0,0,0,286,295,1,0,0,0,287,
        288,5,26,0,0,288,289,5,87,0,0,289,290,5,26,0,0,290,292,5,88,0,0,
        291,293,5,96,0,0,292,291,1,0,0,0,292,293,1,0,0,0,293,295,1,0,0,0,
        294,269,1,0,0,0,294,273,1,0,0,0,294,275,1,0,0,0,294,277,1,0,0,0,
        294,280,1,0,0,0,294,287,1,0,0,0,295,25,1,0,0,0,296,297,7,6,0,0,297,
        27,1,0,0,0,298,300,5,98,0,0,299,298,1,0,0,0,299,300,1,0,0,0,300,
        301,1,0,0,0,301,302,5,34,0,0,302,29,1,0,0,0,303,308,3,32,16,0,304,
        305,7,7,0,0,305,307,3,32,16,0,306,304,1,0,0,0,307,310,1,0,0,0,308,
        306,1,0,0,0,308,309,1,0,0,0,309,31,1,0,0,0,310,308,1,0,0,0,311,333,
        5,1,0,0,312,333,5,2,0,0,313,333,5,3,0,0,314,333,5,4,0,0,315,333,
        5,5,0,0,316,333,5,6,0,0,317,333,5,7,0,0,318,333,5,8,0,0,319,333,
        5,11,0,0,320,333,5,12,0,0,321,323,7,8,0,0,322,321,1,0,0,0,322,323,
        1,0,0,0,323,324,1,0,0,0,324,333,7,9,0,0,325,326,5,22,0,0,326,333,
        5,21,0,0,327,329,7,2,0,0,328,330,5,21,0,0,329,328,1,0,0,0,329,330,
        1,0,0,0,330,333,1,0,0,0,331,333,5,21,0,0,332,311,1,0,0,0,332,312,
        1,0,0,0,332,313,1,0,0,0,332,314,1,0,0,0,332,315,1,0,0,0,332,316,
        1,0,0,0,332,317,1,0,0,0,332,318,1,0,0,0,332,319,1,0,0,0,332,320,
        1,0,0,0,332,322,1,0,0,0,332,325,1,0,0,0,332,327,1,0,0,0,332,331,
        1,0,0,0,333,33,1,0,0,0,334,335,3,32,16,0,335,336,5,51,0,0,336,337,
        5,52,0,0,337,338,3,32,16,0,338,353,1,0,0,0,339,340,5,51,0,0,340,
        341,3,32,16,0,341,342,5,52,0,0,342,343,3,32,16,0,343,353,1,0,0,0,
        344,345,3,32,16,0,345,346,5,53,0,0,346,347,3,32,16,0,347,353,1,0,
        0,0,348,349,3,32,16,0,349,350,7,10,0,0,350,351,3,32,16,0,351,353,
        1,0,0,0,352,334,1,0,0,0,352,339,1,0,0,0,352,344,1,0,0,0,352,348,
        1,0,0,0,353,35,1,0,0,0,354,356,3,38,19,0,355,357,7,0,0,0,356,355,
        1,0,0,0,356,357,1,0,0,0,357,359,1,0,0,0,358,360,5,83,0,0,359,358,
        1,0,0,0,359,360,1,0,0,0,360,361,1,0,0,0,361,362,3,30,15,0,362,368,
        1,0,0,0,363,365,3,38,19,0,364,366,5,46,0,0,365,364,1,0,0,0,365,366,
        1,0,0,0,366,368,1,0,0,0,367,354,1,0,0,0,367,363,1,0,0,0,368,37,1,
        0,0,0,369,372,5,41,0,0,370,371,5,75,0,0,371,373,5,42,0,0,372,370,
        1,0,0,0,372,373,1,0,0,0,373,379,1,0,0,0,374,379,5,42,0,0,375,379,
        5,44,0,0,376,379,5,45,0,0,377,379,5,43,0,0,378,369,1,0,0,0,378,374,
        1,0,0,0,378,375,1,0,0,0,378,376,1,0,0,0,378,377,1,0,0,0,379,39,1,
        0,0,0,380,382,5,40,0,0,381,380,1,0,0,0,381,382,1,0,0,0,382,383,1,
        0,0,0,383,385,5,39,0,0,384,386,7,11,0,0,385,384,1,0,0,0,385,386,
        1,0,0,0,386,388,1,0,0,0,387,389,5,83,0,0,388,387,1,0,0,0,388,389,
        1,0,0,0,389,390,1,0,0,0,390,398,3,30,15,0,391,393,3,30,15,0,392,
        394,5,40,0,0,393,392,1,0,0,0,393,394,1,0,0,0,394,395,1,0,0,0,395,
        396,5,39,0,0,396,398,1,0,0,0,397,381,1,0,0,0,397,391,1,0,0,0,398,
        41,1,0,0,0,399,400,5,26,0,0,400,405,7,12,0,0,401,406,5,26,0,0,402,
        403,5,87,0,0,403,404,5,26,0,0,404,406,5,88,0,0,405,401,1,0,0,0,405,
        402,1,0,0,0,406,43,1,0,0,0,407,409,3,24,12,0,408,410,3,28,14,0,409,
        408,1,0,0,0,409,410,1,0,0,0,410,411,1,0,0,0,411,412,5,47,0,0,412,
        419,1,0,0,0,413,414,5,47,0,0,414,415,5,87,0,0,415,416,3,24,12,0,
        416,417,5,88,0,0,417,419,1,0,0,0,418,407,1,0,0,0,418,413,1,0,0,0,
        419,45,1,0,0,0,420,425,5,26,0,0,421,422,7,7,0,0,422,424,5,26,0,0,
        423,421,1,0,0,0,424,427,1,0,0,0,425,423,1,0,0,0,425,426,1,0,0,0,
        426,428,1,0,0,0,427,425,1,0,0,0,428,429,7,13,0,0,429,47,1,0,0,0,
        430,431,3,24,12,0,431,432,5,35,0,0,432,49,1,0,0,0,433,434,5,26,0,
        0,434,435,7,5,0,0,435,436,5,26,0,0,436,460,3,52,26,0,437,438,5,26,
        0,0,438,439,5,96,0,0,439,460,3,52,26,0,440,441,5,26,0,0,441,442,
        7,4,0,0,442,460,3,52,26,0,443,444,5,26,0,0,444,445,5,59,0,0,445,
        460,3,52,26,0,446,447,5,26,0,0,447,460,3,52,26,0,448,449,7,14,0,
        0,449,450,5,26,0,0,450,460,3,52,26,0,451,452,5,64,0,0,452,453,5,
        26,0,0,453,460,3,52,26,0,454,455,7,15,0,0,455,457,5,26,0,0,456,458,
        3,52,26,0,457,456,1,0,0,0,457,458,1,0,0,0,458,460,1,0,0,0,459,433,
        1,0,0,0,459,437,1,0,0,0,459,440,1,0,0,0,459,443,1,0,0,0,459,446,
        1,0,0,0,459,448,1,0,0,0,459,451,1,0,0,0,459,454,1,0,0,0,460,51,1,
        0,0,0,461,462,7,16,0,0,462,53,1,0,0,0,463,468,3,56,28,0,464,465,
        5,91,0,0,465,467,3,56,28,0,466,464,1,0,0,0,467,470,1,0,0,0,468,466,
        1,0,0,0,468,469,1,0,0,0,469,471,1,0,0,0,470,468,1,0,0,0,471,472,
        7,7,0,0,472,477,3,56,28,0,473,474,7,7,0,0,474,476,3,56,28,0,475,
        473,1,0,0,0,476,479,1,0,0,0,477,475,1,0,0,0,477,478,1,0,0,0,478,
        482,1,0,0,0,479,477,1,0,0,0,480,482,3,56,28,0,481,463,1,0,0,0,481,
        480,1,0,0,0,482,55,1,0,0,0,483,503,5,25,0,0,484,485,5,26,0,0,485,
        486,5,98,0,0,486,487,5,26,0,0,487,488,5,98,0,0,488,489,5,26,0,0,
        489,490,5,98,0,0,490,503,5,26,0,0,491,492,5,87,0,0,492,493,5,26,
        0,0,493,494,5,88,0,0,494,503,5,26,0,0,495,496,5,26,0,0,496,497,5,
        87,0,0,497,498,5,26,0,0,498,503,5,88,0,0,499,503,5,48,0,0,500,503,
        5,49,0,0,501,503,5,50,0,0,502,483,1,0,0,0,502,484,1,0,0,0,502,491,
        1,0,0,0,502,495,1,0,0,0,502,499,1,0,0,0,502,500,1,0,0,0,502,501,
        1,0,0,0,503,57,1,0,0,0,504,505,5,26,0,0,505,506,7,5,0,0,506,510,
        5,26,0,0,507,508,5,26,0,0,508,510,5,96,0,0,509,504,1,0,0,0,509,507,
        1,0,0,0,510,59,1,0,0,0,511,513,5,67,0,0,512,514,7,17,0,0,513,512,
        1,0,0,0,513,514,1,0,0,0,514,515,1,0,0,0,515,520,3,62,31,0,516,517,
        7,18,0,0,517,519,3,62,31,0,518,516,1,0,0,0,519,522,1,0,0,0,520,518,
        1,0,0,0,520,521,1,0,0,0,521,61,1,0,0,0,522,520,1,0,0,0,523,530,3,
        14,7,0,524,530,3,20,10,0,525,530,3,54,27,0,526,530,3,36,18,0,527,
        530,3,40,20,0,528,530,3,44,22,0,529,523,1,0,0,0,529,524,1,0,0,0,
        529,525,1,0,0,0,529,526,1,0,0,0,529,527,1,0,0,0,529,528,1,0,0,0,
        530,63,1,0,0,0,531,536,5,27,0,0,532,536,5,28,0,0,533,534,5,26,0,
        0,534,536,7,19,0,0,535,531,1,0,0,0,535,532,1,0,0,0,535,533,1,0,0,
        0,536,65,1,0,0,0,537,540,3,68,34,0,538,539,5,98,0,0,539,541,3,68,
        34,0,540,538,1,0,0,0,541,542,1,0,0,0,542,540,1,0,0,0,542,543,1,0,
        0,0,543,67,1,0,0,0,544,550,3,64,32,0,545,546,5,87,0,0,546,547,3,
        64,32,0,547,548,5,88,0,0,548,550,1,0,0,0,549,544,1,0,0,0,549,545,
        1,0,0,0,550,69,1,0,0,0,551,552,5,26,0,0,552,554,5,1,0,0,553,555,
        5,1,0,0,554,553,1,0,0,0,555,556,1,0,0,0,556,554,1,0,0,0,556,557,
        1,0,0,0,557,71,1,0,0,0,558,560,7,20,0,0,559,561,5,83,0,0,560,559,
        1,0,0,0,560,561,1,0,0,0,561,564,1,0,0,0,562,565,3,70,35,0,563,565,
        3,64,32,0,564,562,1,0,0,0,564,563,1,0,0,0,565,73,1,0,0,0,566,573,
        5,27,0,0,567,573,5,28,0,0,568,569,5,26,0,0,569,573,5,1,0,0,570,571,
        5,26,0,0,571,573,5,30,0,0,572,566,1,0,0,0,572,567,1,0,0,0,572,568,
        1,0,0,0,572,570,1,0,0,0,573,574,1,0,0,0,574,575,7,21,0,0,575,75,
        1,0,0,0,576,577,7,22,0,0,577,578,5,99,0,0,578,584,3,32,16,0,579,
        580,3,32,16,0,580,581,5,99,0,0,581,582,7,22,0,0,582,584,1,0,0,0,
        583,576,1,0,0,0,583,579,1,0,0,0,584,77,1,0,0,0,585,590,5,27,0,0,
        586,590,5,28,0,0,587,588,5,26,0,0,588,590,5,30,0,0,589,585,1,0,0,
        0,589,586,1,0,0,0,589,587,1,0,0,0,590,79,1,0,0,0,591,593,3,82,41,
        0,592,594,5,96,0,0,593,592,1,0,0,0,593,594,1,0,0,0,594,596,1,0,0,
        0,595,597,3,84,42,0,596,595,1,0,0,0,596,597,1,0,0,0,597,81,1,0,0,
        0,598,599,7,23,0,0,599,83,1,0,0,0,600,602,7,24,0,0,601,603,5,83,
        0,0,602,601,1,0,0,0,602,603,1,0,0,0,603,607,1,0,0,0,604,608,3,30,
        15,0,605,608,3,64,32,0,606,608,5,30,0,0,607,604,1,0,0,0,607,605,
        1,0,0,0,607,606,1,0,0,0,608,611,1,0,0,0,609,611,3,30,15,0,610,600,
        1,0,0,0,610,609,1,0,0,0,611,85,1,0,0,0,612,614,3,88,44,0,613,612,
        1,0,0,0,614,615,1,0,0,0,615,613,1,0,0,0,615,616,1,0,0,0,616,618,
        1,0,0,0,617,619,3,90,45,0,618,617,1,0,0,0,618,619,1,0,0,0,619,87,
        1,0,0,0,620,621,7,25,0,0,621,89,1,0,0,0,622,624,7,24,0,0,623,625,
        5,83,0,0,624,623,1,0,0,0,624,625,1,0,0,0,625,630,1,0,0,0,626,631,
        3,30,15,0,627,631,3,64,32,0,628,631,5,30,0,0,629,631,5,104,0,0,630,
        626,1,0,0,0,630,627,1,0,0,0,630,628,1,0,0,0,630,629,1,0,0,0,631,
        634,1,0,0,0,632,634,3,30,15,0,633,622,1,0,0,0,633,632,1,0,0,0,634,
        91,1,0,0,0,635,637,5,73,0,0,636,638,5,93,0,0,637,636,1,0,0,0,637,
        638,1,0,0,0,638,93,1,0,0,0,639,641,5,87,0,0,640,639,1,0,0,0,640,
        641,1,0,0,0,641,642,1,0,0,0,642,643,7,26,0,0,643,644,5,88,0,0,644,
        95,1,0,0,0,645,646,7,27,0,0,646,97,1,0,0,0,647,648,7,28,0,0,648,
        99,1,0,0,0,649,650,7,29,0,0,650,101,1,0,0,0,651,652,7,30,0,0,652,
        103,1,0,0,0,88,106,108,122,141,144,160,164,167,170,173,176,180,187,
        190,193,196,199,203,205,209,212,216,224,226,233,237,240,243,250,
        253,256,267,271,285,292,294,299,308,322,329,332,352,356,359,365,
        367,372,378,381,385,388,393,397,405,409,418,425,457,459,468,477,
        481,502,509,513,520,529,535,542,549,556,560,564,572,583,589,593,
        596,602,607,610,615,618,624,630,633,637,640
    ]

class MeaningParser ( Parser ):

    grammarFileName = "MeaningParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "<INVALID>", "'#'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "'pointed'", "<INVALID>", 
                     "<INVALID>", "'next'", "'other'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "'either'", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "'of'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "'('", "')'", "<INVALID>", "<INVALID>", "','", "';'", 
                     "':'", "<INVALID>", "'/'", "'+'", "'\\u2212'", "<INVALID>", 
                     "'='", "'~'", "'?'", "<INVALID>", "'>'" ]

    symbolicNames = [ "<INVALID>", "SUIT", "HASH", "CLUBS", "DIAMONDS", 
                      "HEARTS", "SPADES", "MAJOR_SYM", "MINOR_SYM", "BOTH_MAJORS", 
                      "BOTH_MINORS", "OTHER_MAJOR", "OTHER_MINOR", "MAJOR", 
                      "MAJORS", "MINOR", "MINORS", "RED", "BLACK", "POINTED", 
                      "ROUNDED", "SUITW", "NEXT", "OTHERW", "RKC_SCHEME", 
                      "SHAPE4", "NUMBER", "CALL", "CALLPAT", "FOURTH", "NT", 
                      "HCP", "POINTS", "TOTAL", "CARD", "CONTROLS", "ACES", 
                      "KINGS", "KEYCARDS", "STOPPER", "HALF", "SINGLETON", 
                      "VOID", "DOUBLETON", "SHORTNESS", "SPLINTER", "SOMEWHERE", 
                      "SUPPORT", "BALANCED", "SEMIBAL", "UNBALANCED", "LONGER", 
                      "THAN", "AS_LONG_AS", "AT_LEAST", "AT_MOST", "LESS_THAN", 
                      "MORE_THAN", "EXACTLY", "OR_LONGER", "FORCE", "FORCE_F", 
                      "STRENGTH", "MINW", "MAXW", "NATW", "CONVENTION", 
                      "NEGW", "COND", "ABOUT", "HEDGE_A", "HEDGE_M", "HEDGE_P", 
                      "ONE_OF", "EITHER", "OR", "AND", "WITH", "IE", "IN", 
                      "OF", "FOR", "TO", "THE", "BOTH", "ANY", "CALLCTX", 
                      "LPAREN", "RPAREN", "LBRACK", "RBRACK", "COMMA", "SEMI", 
                      "COLON", "PERIOD", "SLASH", "PLUS", "MINUS", "DASH", 
                      "EQ", "TILDE", "QMARK", "GE", "GT", "SUIT_LETTER", 
                      "WORD", "WS", "OTHER" ]

    RULE_meaning = 0
    RULE_other = 1
    RULE_phraseAt = 2
    RULE_rest = 3
    RULE_phrase = 4
    RULE_term = 5
    RULE_termBody = 6
    RULE_twoSuited = 7
    RULE_twoNumbers = 8
    RULE_pairClass = 9
    RULE_length = 10
    RULE_lengthOne = 11
    RULE_lengthCount = 12
    RULE_bound = 13
    RULE_cardWord = 14
    RULE_suits = 15
    RULE_suit = 16
    RULE_compare = 17
    RULE_shortness = 18
    RULE_shortWord = 19
    RULE_stopper = 20
    RULE_classShape = 21
    RULE_support = 22
    RULE_aces = 23
    RULE_controls = 24
    RULE_points = 25
    RULE_unit = 26
    RULE_shapes = 27
    RULE_shape = 28
    RULE_bareNumbers = 29
    RULE_negated = 30
    RULE_negatable = 31
    RULE_call = 32
    RULE_auction = 33
    RULE_auctionCall = 34
    RULE_callFamily = 35
    RULE_callMention = 36
    RULE_callDef = 37
    RULE_binding = 38
    RULE_callRef = 39
    RULE_force = 40
    RULE_forceWord = 41
    RULE_forceTarget = 42
    RULE_convention = 43
    RULE_conventionName = 44
    RULE_conventionTarget = 45
    RULE_oneOf = 46
    RULE_enumMarker = 47
    RULE_hedge = 48
    RULE_condition = 49
    RULE_connective = 50
    RULE_separator = 51

    ruleNames =  [ "meaning", "other", "phraseAt", "rest", "phrase", "term", 
                   "termBody", "twoSuited", "twoNumbers", "pairClass", "length", 
                   "lengthOne", "lengthCount", "bound", "cardWord", "suits", 
                   "suit", "compare", "shortness", "shortWord", "stopper", 
                   "classShape", "support", "aces", "controls", "points", 
                   "unit", "shapes", "shape", "bareNumbers", "negated", 
                   "negatable", "call", "auction", "auctionCall", "callFamily", 
                   "callMention", "callDef", "binding", "callRef", "force", 
                   "forceWord", "forceTarget", "convention", "conventionName", 
                   "conventionTarget", "oneOf", "enumMarker", "hedge", "condition", 
                   "connective", "separator" ]

    EOF = Token.EOF
    SUIT=1
    HASH=2
    CLUBS=3
    DIAMONDS=4
    HEARTS=5
    SPADES=6
    MAJOR_SYM=7
    MINOR_SYM=8
    BOTH_MAJORS=9
    BOTH_MINORS=10
    OTHER_MAJOR=11
    OTHER_MINOR=12
    MAJOR=13
    MAJORS=14
    MINOR=15
    MINORS=16
    RED=17
    BLACK=18
    POINTED=19
    ROUNDED=20
    SUITW=21
    NEXT=22
    OTHERW=23
    RKC_SCHEME=24
    SHAPE4=25
    NUMBER=26
    CALL=27
    CALLPAT=28
    FOURTH=29
    NT=30
    HCP=31
    POINTS=32
    TOTAL=33
    CARD=34
    CONTROLS=35
    ACES=36
    KINGS=37
    KEYCARDS=38
    STOPPER=39
    HALF=40
    SINGLETON=41
    VOID=42
    DOUBLETON=43
    SHORTNESS=44
    SPLINTER=45
    SOMEWHERE=46
    SUPPORT=47
    BALANCED=48
    SEMIBAL=49
    UNBALANCED=50
    LONGER=51
    THAN=52
    AS_LONG_AS=53
    AT_LEAST=54
    AT_MOST=55
    LESS_THAN=56
    MORE_THAN=57
    EXACTLY=58
    OR_LONGER=59
    FORCE=60
    FORCE_F=61
    STRENGTH=62
    MINW=63
    MAXW=64
    NATW=65
    CONVENTION=66
    NEGW=67
    COND=68
    ABOUT=69
    HEDGE_A=70
    HEDGE_M=71
    HEDGE_P=72
    ONE_OF=73
    EITHER=74
    OR=75
    AND=76
    WITH=77
    IE=78
    IN=79
    OF=80
    FOR=81
    TO=82
    THE=83
    BOTH=84
    ANY=85
    CALLCTX=86
    LPAREN=87
    RPAREN=88
    LBRACK=89
    RBRACK=90
    COMMA=91
    SEMI=92
    COLON=93
    PERIOD=94
    SLASH=95
    PLUS=96
    MINUS=97
    DASH=98
    EQ=99
    TILDE=100
    QMARK=101
    GE=102
    GT=103
    SUIT_LETTER=104
    WORD=105
    WS=106
    OTHER=107

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class MeaningContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EOF(self):
            return self.getToken(MeaningParser.EOF, 0)

        def phrase(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.PhraseContext)
            else:
                return self.getTypedRuleContext(MeaningParser.PhraseContext,i)


        def other(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.OtherContext)
            else:
                return self.getTypedRuleContext(MeaningParser.OtherContext,i)


        def getRuleIndex(self):
            return MeaningParser.RULE_meaning

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMeaning" ):
                return visitor.visitMeaning(self)
            else:
                return visitor.visitChildren(self)




    def meaning(self):

        localctx = MeaningParser.MeaningContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_meaning)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 108
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & -2) != 0) or ((((_la - 64)) & ~0x3f) == 0 and ((1 << (_la - 64)) & 17592186044415) != 0):
                self.state = 106
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,0,self._ctx)
                if la_ == 1:
                    self.state = 104
                    self.phrase()
                    pass

                elif la_ == 2:
                    self.state = 105
                    self.other()
                    pass


                self.state = 110
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 111
            self.match(MeaningParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OtherContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return MeaningParser.RULE_other

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOther" ):
                return visitor.visitOther(self)
            else:
                return visitor.visitChildren(self)




    def other(self):

        localctx = MeaningParser.OtherContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_other)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 113
            self.matchWildcard()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PhraseAtContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def phrase(self):
            return self.getTypedRuleContext(MeaningParser.PhraseContext,0)


        def rest(self):
            return self.getTypedRuleContext(MeaningParser.RestContext,0)


        def EOF(self):
            return self.getToken(MeaningParser.EOF, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_phraseAt

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPhraseAt" ):
                return visitor.visitPhraseAt(self)
            else:
                return visitor.visitChildren(self)




    def phraseAt(self):

        localctx = MeaningParser.PhraseAtContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_phraseAt)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 115
            self.phrase()
            self.state = 116
            self.rest()
            self.state = 117
            self.match(MeaningParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class RestContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return MeaningParser.RULE_rest

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRest" ):
                return visitor.visitRest(self)
            else:
                return visitor.visitChildren(self)




    def rest(self):

        localctx = MeaningParser.RestContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_rest)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 122
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
            while _alt!=1 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1+1:
                    self.state = 119
                    self.matchWildcard() 
                self.state = 124
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PhraseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def callDef(self):
            return self.getTypedRuleContext(MeaningParser.CallDefContext,0)


        def auction(self):
            return self.getTypedRuleContext(MeaningParser.AuctionContext,0)


        def callMention(self):
            return self.getTypedRuleContext(MeaningParser.CallMentionContext,0)


        def callFamily(self):
            return self.getTypedRuleContext(MeaningParser.CallFamilyContext,0)


        def negated(self):
            return self.getTypedRuleContext(MeaningParser.NegatedContext,0)


        def term(self):
            return self.getTypedRuleContext(MeaningParser.TermContext,0)


        def force(self):
            return self.getTypedRuleContext(MeaningParser.ForceContext,0)


        def convention(self):
            return self.getTypedRuleContext(MeaningParser.ConventionContext,0)


        def binding(self):
            return self.getTypedRuleContext(MeaningParser.BindingContext,0)


        def callRef(self):
            return self.getTypedRuleContext(MeaningParser.CallRefContext,0)


        def oneOf(self):
            return self.getTypedRuleContext(MeaningParser.OneOfContext,0)


        def enumMarker(self):
            return self.getTypedRuleContext(MeaningParser.EnumMarkerContext,0)


        def hedge(self):
            return self.getTypedRuleContext(MeaningParser.HedgeContext,0)


        def condition(self):
            return self.getTypedRuleContext(MeaningParser.ConditionContext,0)


        def connective(self):
            return self.getTypedRuleContext(MeaningParser.ConnectiveContext,0)


        def separator(self):
            return self.getTypedRuleContext(MeaningParser.SeparatorContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_phrase

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPhrase" ):
                return visitor.visitPhrase(self)
            else:
                return visitor.visitChildren(self)




    def phrase(self):

        localctx = MeaningParser.PhraseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_phrase)
        try:
            self.state = 141
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,3,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 125
                self.callDef()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 126
                self.auction()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 127
                self.callMention()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 128
                self.callFamily()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 129
                self.negated()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 130
                self.term()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 131
                self.force()
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 132
                self.convention()
                pass

            elif la_ == 9:
                self.enterOuterAlt(localctx, 9)
                self.state = 133
                self.binding()
                pass

            elif la_ == 10:
                self.enterOuterAlt(localctx, 10)
                self.state = 134
                self.callRef()
                pass

            elif la_ == 11:
                self.enterOuterAlt(localctx, 11)
                self.state = 135
                self.oneOf()
                pass

            elif la_ == 12:
                self.enterOuterAlt(localctx, 12)
                self.state = 136
                self.enumMarker()
                pass

            elif la_ == 13:
                self.enterOuterAlt(localctx, 13)
                self.state = 137
                self.hedge()
                pass

            elif la_ == 14:
                self.enterOuterAlt(localctx, 14)
                self.state = 138
                self.condition()
                pass

            elif la_ == 15:
                self.enterOuterAlt(localctx, 15)
                self.state = 139
                self.connective()
                pass

            elif la_ == 16:
                self.enterOuterAlt(localctx, 16)
                self.state = 140
                self.separator()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TermContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def termBody(self):
            return self.getTypedRuleContext(MeaningParser.TermBodyContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_term

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTerm" ):
                return visitor.visitTerm(self)
            else:
                return visitor.visitChildren(self)




    def term(self):

        localctx = MeaningParser.TermContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_term)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 144
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==83:
                self.state = 143
                self.match(MeaningParser.THE)


            self.state = 146
            self.termBody()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TermBodyContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def twoSuited(self):
            return self.getTypedRuleContext(MeaningParser.TwoSuitedContext,0)


        def classShape(self):
            return self.getTypedRuleContext(MeaningParser.ClassShapeContext,0)


        def support(self):
            return self.getTypedRuleContext(MeaningParser.SupportContext,0)


        def length(self):
            return self.getTypedRuleContext(MeaningParser.LengthContext,0)


        def compare(self):
            return self.getTypedRuleContext(MeaningParser.CompareContext,0)


        def shortness(self):
            return self.getTypedRuleContext(MeaningParser.ShortnessContext,0)


        def stopper(self):
            return self.getTypedRuleContext(MeaningParser.StopperContext,0)


        def aces(self):
            return self.getTypedRuleContext(MeaningParser.AcesContext,0)


        def controls(self):
            return self.getTypedRuleContext(MeaningParser.ControlsContext,0)


        def points(self):
            return self.getTypedRuleContext(MeaningParser.PointsContext,0)


        def shapes(self):
            return self.getTypedRuleContext(MeaningParser.ShapesContext,0)


        def bareNumbers(self):
            return self.getTypedRuleContext(MeaningParser.BareNumbersContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_termBody

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTermBody" ):
                return visitor.visitTermBody(self)
            else:
                return visitor.visitChildren(self)




    def termBody(self):

        localctx = MeaningParser.TermBodyContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_termBody)
        try:
            self.state = 160
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,5,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 148
                self.twoSuited()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 149
                self.classShape()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 150
                self.support()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 151
                self.length()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 152
                self.compare()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 153
                self.shortness()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 154
                self.stopper()
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 155
                self.aces()
                pass

            elif la_ == 9:
                self.enterOuterAlt(localctx, 9)
                self.state = 156
                self.controls()
                pass

            elif la_ == 10:
                self.enterOuterAlt(localctx, 10)
                self.state = 157
                self.points()
                pass

            elif la_ == 11:
                self.enterOuterAlt(localctx, 11)
                self.state = 158
                self.shapes()
                pass

            elif la_ == 12:
                self.enterOuterAlt(localctx, 12)
                self.state = 159
                self.bareNumbers()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TwoSuitedContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def twoNumbers(self):
            return self.getTypedRuleContext(MeaningParser.TwoNumbersContext,0)


        def pairClass(self):
            return self.getTypedRuleContext(MeaningParser.PairClassContext,0)


        def OR_LONGER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR_LONGER)
            else:
                return self.getToken(MeaningParser.OR_LONGER, i)

        def cardWord(self):
            return self.getTypedRuleContext(MeaningParser.CardWordContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def BOTH(self):
            return self.getToken(MeaningParser.BOTH, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_twoSuited

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTwoSuited" ):
                return visitor.visitTwoSuited(self)
            else:
                return visitor.visitChildren(self)




    def twoSuited(self):

        localctx = MeaningParser.TwoSuitedContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_twoSuited)
        self._la = 0 # Token type
        try:
            self.state = 205
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,18,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 162
                self.twoNumbers()
                self.state = 164
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==59:
                    self.state = 163
                    self.match(MeaningParser.OR_LONGER)


                self.state = 167
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==34 or _la==98:
                    self.state = 166
                    self.cardWord()


                self.state = 170
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==79 or _la==80:
                    self.state = 169
                    _la = self._input.LA(1)
                    if not(_la==79 or _la==80):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 173
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==83:
                    self.state = 172
                    self.match(MeaningParser.THE)


                self.state = 176
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 175
                    self.match(MeaningParser.BOTH)


                self.state = 178
                self.pairClass()
                self.state = 180
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,11,self._ctx)
                if la_ == 1:
                    self.state = 179
                    self.match(MeaningParser.OR_LONGER)


                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 182
                self.twoNumbers()
                self.state = 183
                self.match(MeaningParser.OR_LONGER)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 185
                self.match(MeaningParser.NUMBER)
                self.state = 187
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==96:
                    self.state = 186
                    self.match(MeaningParser.PLUS)


                self.state = 190
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==34 or _la==98:
                    self.state = 189
                    self.cardWord()


                self.state = 193
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==79 or _la==80:
                    self.state = 192
                    _la = self._input.LA(1)
                    if not(_la==79 or _la==80):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 196
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==83:
                    self.state = 195
                    self.match(MeaningParser.THE)


                self.state = 199
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 198
                    self.match(MeaningParser.BOTH)


                self.state = 201
                self.pairClass()
                self.state = 203
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,17,self._ctx)
                if la_ == 1:
                    self.state = 202
                    self.match(MeaningParser.OR_LONGER)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TwoNumbersContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def PLUS(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.PLUS)
            else:
                return self.getToken(MeaningParser.PLUS, i)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def SLASH(self):
            return self.getToken(MeaningParser.SLASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_twoNumbers

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTwoNumbers" ):
                return visitor.visitTwoNumbers(self)
            else:
                return visitor.visitChildren(self)




    def twoNumbers(self):

        localctx = MeaningParser.TwoNumbersContext(self, self._ctx, self.state)
        self.enterRule(localctx, 16, self.RULE_twoNumbers)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 207
            self.match(MeaningParser.NUMBER)
            self.state = 209
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==96:
                self.state = 208
                self.match(MeaningParser.PLUS)


            self.state = 212
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==95 or _la==98:
                self.state = 211
                _la = self._input.LA(1)
                if not(_la==95 or _la==98):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 214
            self.match(MeaningParser.NUMBER)
            self.state = 216
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==96:
                self.state = 215
                self.match(MeaningParser.PLUS)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PairClassContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def BOTH_MAJORS(self):
            return self.getToken(MeaningParser.BOTH_MAJORS, 0)

        def BOTH_MINORS(self):
            return self.getToken(MeaningParser.BOTH_MINORS, 0)

        def MAJORS(self):
            return self.getToken(MeaningParser.MAJORS, 0)

        def MINORS(self):
            return self.getToken(MeaningParser.MINORS, 0)

        def RED(self):
            return self.getToken(MeaningParser.RED, 0)

        def BLACK(self):
            return self.getToken(MeaningParser.BLACK, 0)

        def POINTED(self):
            return self.getToken(MeaningParser.POINTED, 0)

        def ROUNDED(self):
            return self.getToken(MeaningParser.ROUNDED, 0)

        def SUITW(self):
            return self.getToken(MeaningParser.SUITW, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_pairClass

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPairClass" ):
                return visitor.visitPairClass(self)
            else:
                return visitor.visitChildren(self)




    def pairClass(self):

        localctx = MeaningParser.PairClassContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_pairClass)
        self._la = 0 # Token type
        try:
            self.state = 226
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [9]:
                self.enterOuterAlt(localctx, 1)
                self.state = 218
                self.match(MeaningParser.BOTH_MAJORS)
                pass
            elif token in [10]:
                self.enterOuterAlt(localctx, 2)
                self.state = 219
                self.match(MeaningParser.BOTH_MINORS)
                pass
            elif token in [14]:
                self.enterOuterAlt(localctx, 3)
                self.state = 220
                self.match(MeaningParser.MAJORS)
                pass
            elif token in [16]:
                self.enterOuterAlt(localctx, 4)
                self.state = 221
                self.match(MeaningParser.MINORS)
                pass
            elif token in [17, 18, 19, 20]:
                self.enterOuterAlt(localctx, 5)
                self.state = 222
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1966080) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 224
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,22,self._ctx)
                if la_ == 1:
                    self.state = 223
                    self.match(MeaningParser.SUITW)


                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LengthContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def lengthOne(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.LengthOneContext)
            else:
                return self.getTypedRuleContext(MeaningParser.LengthOneContext,i)


        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_length

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLength" ):
                return visitor.visitLength(self)
            else:
                return visitor.visitChildren(self)




    def length(self):

        localctx = MeaningParser.LengthContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_length)
        try:
            self.state = 233
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,24,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 228
                self.lengthOne()
                self.state = 229
                self.match(MeaningParser.DASH)
                self.state = 230
                self.lengthOne()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 232
                self.lengthOne()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LengthOneContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def lengthCount(self):
            return self.getTypedRuleContext(MeaningParser.LengthCountContext,0)


        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def cardWord(self):
            return self.getTypedRuleContext(MeaningParser.CardWordContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def bound(self):
            return self.getTypedRuleContext(MeaningParser.BoundContext,0)


        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_lengthOne

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLengthOne" ):
                return visitor.visitLengthOne(self)
            else:
                return visitor.visitChildren(self)




    def lengthOne(self):

        localctx = MeaningParser.LengthOneContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_lengthOne)
        self._la = 0 # Token type
        try:
            self.state = 267
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,31,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 235
                self.lengthCount()
                self.state = 237
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==34 or _la==98:
                    self.state = 236
                    self.cardWord()


                self.state = 240
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==79 or _la==80:
                    self.state = 239
                    _la = self._input.LA(1)
                    if not(_la==79 or _la==80):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 243
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==83:
                    self.state = 242
                    self.match(MeaningParser.THE)


                self.state = 245
                self.suits()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 247
                self.bound()
                self.state = 248
                self.match(MeaningParser.NUMBER)
                self.state = 250
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==34 or _la==98:
                    self.state = 249
                    self.cardWord()


                self.state = 253
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==79 or _la==80:
                    self.state = 252
                    _la = self._input.LA(1)
                    if not(_la==79 or _la==80):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 256
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==83:
                    self.state = 255
                    self.match(MeaningParser.THE)


                self.state = 258
                self.suits()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 260
                self.bound()
                self.state = 261
                self.match(MeaningParser.NUMBER)
                self.state = 262
                self.cardWord()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 264
                self.lengthCount()
                self.state = 265
                self.cardWord()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LengthCountContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def EQ(self):
            return self.getToken(MeaningParser.EQ, 0)

        def OR_LONGER(self):
            return self.getToken(MeaningParser.OR_LONGER, 0)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def MINUS(self):
            return self.getToken(MeaningParser.MINUS, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_lengthCount

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLengthCount" ):
                return visitor.visitLengthCount(self)
            else:
                return visitor.visitChildren(self)




    def lengthCount(self):

        localctx = MeaningParser.LengthCountContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_lengthCount)
        self._la = 0 # Token type
        try:
            self.state = 294
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,35,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 269
                self.match(MeaningParser.NUMBER)
                self.state = 271
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==96 or _la==99:
                    self.state = 270
                    _la = self._input.LA(1)
                    if not(_la==96 or _la==99):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 273
                self.match(MeaningParser.NUMBER)
                self.state = 274
                self.match(MeaningParser.OR_LONGER)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 275
                self.match(MeaningParser.NUMBER)
                self.state = 276
                _la = self._input.LA(1)
                if not(_la==97 or _la==98):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 277
                self.match(MeaningParser.NUMBER)
                self.state = 278
                _la = self._input.LA(1)
                if not(_la==82 or _la==98):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 279
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 280
                self.match(MeaningParser.LPAREN)
                self.state = 281
                self.match(MeaningParser.NUMBER)
                self.state = 282
                self.match(MeaningParser.RPAREN)
                self.state = 283
                self.match(MeaningParser.NUMBER)
                self.state = 285
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==96:
                    self.state = 284
                    self.match(MeaningParser.PLUS)


                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 287
                self.match(MeaningParser.NUMBER)
                self.state = 288
                self.match(MeaningParser.LPAREN)
                self.state = 289
                self.match(MeaningParser.NUMBER)
                self.state = 290
                self.match(MeaningParser.RPAREN)
                self.state = 292
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==96:
                    self.state = 291
                    self.match(MeaningParser.PLUS)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BoundContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def AT_LEAST(self):
            return self.getToken(MeaningParser.AT_LEAST, 0)

        def AT_MOST(self):
            return self.getToken(MeaningParser.AT_MOST, 0)

        def EXACTLY(self):
            return self.getToken(MeaningParser.EXACTLY, 0)

        def LESS_THAN(self):
            return self.getToken(MeaningParser.LESS_THAN, 0)

        def MORE_THAN(self):
            return self.getToken(MeaningParser.MORE_THAN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_bound

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBound" ):
                return visitor.visitBound(self)
            else:
                return visitor.visitChildren(self)




    def bound(self):

        localctx = MeaningParser.BoundContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_bound)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 296
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 558446353793941504) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CardWordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CARD(self):
            return self.getToken(MeaningParser.CARD, 0)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_cardWord

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCardWord" ):
                return visitor.visitCardWord(self)
            else:
                return visitor.visitChildren(self)




    def cardWord(self):

        localctx = MeaningParser.CardWordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_cardWord)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 299
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==98:
                self.state = 298
                self.match(MeaningParser.DASH)


            self.state = 301
            self.match(MeaningParser.CARD)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SuitsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def suit(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.SuitContext)
            else:
                return self.getTypedRuleContext(MeaningParser.SuitContext,i)


        def SLASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SLASH)
            else:
                return self.getToken(MeaningParser.SLASH, i)

        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_suits

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSuits" ):
                return visitor.visitSuits(self)
            else:
                return visitor.visitChildren(self)




    def suits(self):

        localctx = MeaningParser.SuitsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_suits)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 303
            self.suit()
            self.state = 308
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,37,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 304
                    _la = self._input.LA(1)
                    if not(_la==75 or _la==95):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    self.state = 305
                    self.suit() 
                self.state = 310
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,37,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SuitContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SUIT(self):
            return self.getToken(MeaningParser.SUIT, 0)

        def HASH(self):
            return self.getToken(MeaningParser.HASH, 0)

        def CLUBS(self):
            return self.getToken(MeaningParser.CLUBS, 0)

        def DIAMONDS(self):
            return self.getToken(MeaningParser.DIAMONDS, 0)

        def HEARTS(self):
            return self.getToken(MeaningParser.HEARTS, 0)

        def SPADES(self):
            return self.getToken(MeaningParser.SPADES, 0)

        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def OTHER_MAJOR(self):
            return self.getToken(MeaningParser.OTHER_MAJOR, 0)

        def OTHER_MINOR(self):
            return self.getToken(MeaningParser.OTHER_MINOR, 0)

        def MAJOR(self):
            return self.getToken(MeaningParser.MAJOR, 0)

        def MINOR(self):
            return self.getToken(MeaningParser.MINOR, 0)

        def OTHERW(self):
            return self.getToken(MeaningParser.OTHERW, 0)

        def NEXT(self):
            return self.getToken(MeaningParser.NEXT, 0)

        def SUITW(self):
            return self.getToken(MeaningParser.SUITW, 0)

        def RED(self):
            return self.getToken(MeaningParser.RED, 0)

        def BLACK(self):
            return self.getToken(MeaningParser.BLACK, 0)

        def POINTED(self):
            return self.getToken(MeaningParser.POINTED, 0)

        def ROUNDED(self):
            return self.getToken(MeaningParser.ROUNDED, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_suit

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSuit" ):
                return visitor.visitSuit(self)
            else:
                return visitor.visitChildren(self)




    def suit(self):

        localctx = MeaningParser.SuitContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_suit)
        self._la = 0 # Token type
        try:
            self.state = 332
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,40,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 311
                self.match(MeaningParser.SUIT)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 312
                self.match(MeaningParser.HASH)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 313
                self.match(MeaningParser.CLUBS)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 314
                self.match(MeaningParser.DIAMONDS)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 315
                self.match(MeaningParser.HEARTS)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 316
                self.match(MeaningParser.SPADES)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 317
                self.match(MeaningParser.MAJOR_SYM)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 318
                self.match(MeaningParser.MINOR_SYM)
                pass

            elif la_ == 9:
                self.enterOuterAlt(localctx, 9)
                self.state = 319
                self.match(MeaningParser.OTHER_MAJOR)
                pass

            elif la_ == 10:
                self.enterOuterAlt(localctx, 10)
                self.state = 320
                self.match(MeaningParser.OTHER_MINOR)
                pass

            elif la_ == 11:
                self.enterOuterAlt(localctx, 11)
                self.state = 322
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==22 or _la==23:
                    self.state = 321
                    _la = self._input.LA(1)
                    if not(_la==22 or _la==23):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 324
                _la = self._input.LA(1)
                if not(_la==13 or _la==15):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 12:
                self.enterOuterAlt(localctx, 12)
                self.state = 325
                self.match(MeaningParser.NEXT)
                self.state = 326
                self.match(MeaningParser.SUITW)
                pass

            elif la_ == 13:
                self.enterOuterAlt(localctx, 13)
                self.state = 327
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1966080) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 329
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,39,self._ctx)
                if la_ == 1:
                    self.state = 328
                    self.match(MeaningParser.SUITW)


                pass

            elif la_ == 14:
                self.enterOuterAlt(localctx, 14)
                self.state = 331
                self.match(MeaningParser.SUITW)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CompareContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def suit(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.SuitContext)
            else:
                return self.getTypedRuleContext(MeaningParser.SuitContext,i)


        def LONGER(self):
            return self.getToken(MeaningParser.LONGER, 0)

        def THAN(self):
            return self.getToken(MeaningParser.THAN, 0)

        def AS_LONG_AS(self):
            return self.getToken(MeaningParser.AS_LONG_AS, 0)

        def GT(self):
            return self.getToken(MeaningParser.GT, 0)

        def GE(self):
            return self.getToken(MeaningParser.GE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_compare

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCompare" ):
                return visitor.visitCompare(self)
            else:
                return visitor.visitChildren(self)




    def compare(self):

        localctx = MeaningParser.CompareContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_compare)
        self._la = 0 # Token type
        try:
            self.state = 352
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,41,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 334
                self.suit()
                self.state = 335
                self.match(MeaningParser.LONGER)
                self.state = 336
                self.match(MeaningParser.THAN)
                self.state = 337
                self.suit()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 339
                self.match(MeaningParser.LONGER)
                self.state = 340
                self.suit()
                self.state = 341
                self.match(MeaningParser.THAN)
                self.state = 342
                self.suit()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 344
                self.suit()
                self.state = 345
                self.match(MeaningParser.AS_LONG_AS)
                self.state = 346
                self.suit()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 348
                self.suit()
                self.state = 349
                _la = self._input.LA(1)
                if not(_la==102 or _la==103):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 350
                self.suit()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShortnessContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def shortWord(self):
            return self.getTypedRuleContext(MeaningParser.ShortWordContext,0)


        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def SOMEWHERE(self):
            return self.getToken(MeaningParser.SOMEWHERE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_shortness

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShortness" ):
                return visitor.visitShortness(self)
            else:
                return visitor.visitChildren(self)




    def shortness(self):

        localctx = MeaningParser.ShortnessContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_shortness)
        self._la = 0 # Token type
        try:
            self.state = 367
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,45,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 354
                self.shortWord()
                self.state = 356
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==79 or _la==80:
                    self.state = 355
                    _la = self._input.LA(1)
                    if not(_la==79 or _la==80):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 359
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==83:
                    self.state = 358
                    self.match(MeaningParser.THE)


                self.state = 361
                self.suits()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 363
                self.shortWord()
                self.state = 365
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,44,self._ctx)
                if la_ == 1:
                    self.state = 364
                    self.match(MeaningParser.SOMEWHERE)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShortWordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SINGLETON(self):
            return self.getToken(MeaningParser.SINGLETON, 0)

        def OR(self):
            return self.getToken(MeaningParser.OR, 0)

        def VOID(self):
            return self.getToken(MeaningParser.VOID, 0)

        def SHORTNESS(self):
            return self.getToken(MeaningParser.SHORTNESS, 0)

        def SPLINTER(self):
            return self.getToken(MeaningParser.SPLINTER, 0)

        def DOUBLETON(self):
            return self.getToken(MeaningParser.DOUBLETON, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_shortWord

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShortWord" ):
                return visitor.visitShortWord(self)
            else:
                return visitor.visitChildren(self)




    def shortWord(self):

        localctx = MeaningParser.ShortWordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_shortWord)
        try:
            self.state = 378
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [41]:
                self.enterOuterAlt(localctx, 1)
                self.state = 369
                self.match(MeaningParser.SINGLETON)
                self.state = 372
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,46,self._ctx)
                if la_ == 1:
                    self.state = 370
                    self.match(MeaningParser.OR)
                    self.state = 371
                    self.match(MeaningParser.VOID)


                pass
            elif token in [42]:
                self.enterOuterAlt(localctx, 2)
                self.state = 374
                self.match(MeaningParser.VOID)
                pass
            elif token in [44]:
                self.enterOuterAlt(localctx, 3)
                self.state = 375
                self.match(MeaningParser.SHORTNESS)
                pass
            elif token in [45]:
                self.enterOuterAlt(localctx, 4)
                self.state = 376
                self.match(MeaningParser.SPLINTER)
                pass
            elif token in [43]:
                self.enterOuterAlt(localctx, 5)
                self.state = 377
                self.match(MeaningParser.DOUBLETON)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class StopperContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def STOPPER(self):
            return self.getToken(MeaningParser.STOPPER, 0)

        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def HALF(self):
            return self.getToken(MeaningParser.HALF, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def FOR(self):
            return self.getToken(MeaningParser.FOR, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_stopper

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitStopper" ):
                return visitor.visitStopper(self)
            else:
                return visitor.visitChildren(self)




    def stopper(self):

        localctx = MeaningParser.StopperContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_stopper)
        self._la = 0 # Token type
        try:
            self.state = 397
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [39, 40]:
                self.enterOuterAlt(localctx, 1)
                self.state = 381
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==40:
                    self.state = 380
                    self.match(MeaningParser.HALF)


                self.state = 383
                self.match(MeaningParser.STOPPER)
                self.state = 385
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if ((((_la - 79)) & ~0x3f) == 0 and ((1 << (_la - 79)) & 7) != 0):
                    self.state = 384
                    _la = self._input.LA(1)
                    if not(((((_la - 79)) & ~0x3f) == 0 and ((1 << (_la - 79)) & 7) != 0)):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 388
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==83:
                    self.state = 387
                    self.match(MeaningParser.THE)


                self.state = 390
                self.suits()
                pass
            elif token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                self.enterOuterAlt(localctx, 2)
                self.state = 391
                self.suits()
                self.state = 393
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==40:
                    self.state = 392
                    self.match(MeaningParser.HALF)


                self.state = 395
                self.match(MeaningParser.STOPPER)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ClassShapeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_classShape

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitClassShape" ):
                return visitor.visitClassShape(self)
            else:
                return visitor.visitChildren(self)




    def classShape(self):

        localctx = MeaningParser.ClassShapeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_classShape)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 399
            self.match(MeaningParser.NUMBER)
            self.state = 400
            _la = self._input.LA(1)
            if not(_la==7 or _la==8):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 405
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [26]:
                self.state = 401
                self.match(MeaningParser.NUMBER)
                pass
            elif token in [87]:
                self.state = 402
                self.match(MeaningParser.LPAREN)
                self.state = 403
                self.match(MeaningParser.NUMBER)
                self.state = 404
                self.match(MeaningParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SupportContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def lengthCount(self):
            return self.getTypedRuleContext(MeaningParser.LengthCountContext,0)


        def SUPPORT(self):
            return self.getToken(MeaningParser.SUPPORT, 0)

        def cardWord(self):
            return self.getTypedRuleContext(MeaningParser.CardWordContext,0)


        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_support

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSupport" ):
                return visitor.visitSupport(self)
            else:
                return visitor.visitChildren(self)




    def support(self):

        localctx = MeaningParser.SupportContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_support)
        self._la = 0 # Token type
        try:
            self.state = 418
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [26, 87]:
                self.enterOuterAlt(localctx, 1)
                self.state = 407
                self.lengthCount()
                self.state = 409
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==34 or _la==98:
                    self.state = 408
                    self.cardWord()


                self.state = 411
                self.match(MeaningParser.SUPPORT)
                pass
            elif token in [47]:
                self.enterOuterAlt(localctx, 2)
                self.state = 413
                self.match(MeaningParser.SUPPORT)
                self.state = 414
                self.match(MeaningParser.LPAREN)
                self.state = 415
                self.lengthCount()
                self.state = 416
                self.match(MeaningParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AcesContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def ACES(self):
            return self.getToken(MeaningParser.ACES, 0)

        def KINGS(self):
            return self.getToken(MeaningParser.KINGS, 0)

        def KEYCARDS(self):
            return self.getToken(MeaningParser.KEYCARDS, 0)

        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def SLASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SLASH)
            else:
                return self.getToken(MeaningParser.SLASH, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_aces

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAces" ):
                return visitor.visitAces(self)
            else:
                return visitor.visitChildren(self)




    def aces(self):

        localctx = MeaningParser.AcesContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_aces)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 420
            self.match(MeaningParser.NUMBER)
            self.state = 425
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==75 or _la==95:
                self.state = 421
                _la = self._input.LA(1)
                if not(_la==75 or _la==95):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 422
                self.match(MeaningParser.NUMBER)
                self.state = 427
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 428
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 481036337152) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ControlsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def lengthCount(self):
            return self.getTypedRuleContext(MeaningParser.LengthCountContext,0)


        def CONTROLS(self):
            return self.getToken(MeaningParser.CONTROLS, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_controls

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitControls" ):
                return visitor.visitControls(self)
            else:
                return visitor.visitChildren(self)




    def controls(self):

        localctx = MeaningParser.ControlsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_controls)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 430
            self.lengthCount()
            self.state = 431
            self.match(MeaningParser.CONTROLS)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PointsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def unit(self):
            return self.getTypedRuleContext(MeaningParser.UnitContext,0)


        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def MINUS(self):
            return self.getToken(MeaningParser.MINUS, 0)

        def OR_LONGER(self):
            return self.getToken(MeaningParser.OR_LONGER, 0)

        def AT_LEAST(self):
            return self.getToken(MeaningParser.AT_LEAST, 0)

        def MORE_THAN(self):
            return self.getToken(MeaningParser.MORE_THAN, 0)

        def MINW(self):
            return self.getToken(MeaningParser.MINW, 0)

        def MAXW(self):
            return self.getToken(MeaningParser.MAXW, 0)

        def AT_MOST(self):
            return self.getToken(MeaningParser.AT_MOST, 0)

        def LESS_THAN(self):
            return self.getToken(MeaningParser.LESS_THAN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_points

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPoints" ):
                return visitor.visitPoints(self)
            else:
                return visitor.visitChildren(self)




    def points(self):

        localctx = MeaningParser.PointsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_points)
        self._la = 0 # Token type
        try:
            self.state = 459
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,58,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 433
                self.match(MeaningParser.NUMBER)
                self.state = 434
                _la = self._input.LA(1)
                if not(_la==82 or _la==98):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 435
                self.match(MeaningParser.NUMBER)
                self.state = 436
                self.unit()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 437
                self.match(MeaningParser.NUMBER)
                self.state = 438
                self.match(MeaningParser.PLUS)
                self.state = 439
                self.unit()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 440
                self.match(MeaningParser.NUMBER)
                self.state = 441
                _la = self._input.LA(1)
                if not(_la==97 or _la==98):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 442
                self.unit()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 443
                self.match(MeaningParser.NUMBER)
                self.state = 444
                self.match(MeaningParser.OR_LONGER)
                self.state = 445
                self.unit()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 446
                self.match(MeaningParser.NUMBER)
                self.state = 447
                self.unit()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 448
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & -9061242450269437952) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 449
                self.match(MeaningParser.NUMBER)
                self.state = 450
                self.unit()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 451
                self.match(MeaningParser.MAXW)
                self.state = 452
                self.match(MeaningParser.NUMBER)
                self.state = 453
                self.unit()
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 454
                _la = self._input.LA(1)
                if not(_la==55 or _la==56):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 455
                self.match(MeaningParser.NUMBER)
                self.state = 457
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,57,self._ctx)
                if la_ == 1:
                    self.state = 456
                    self.unit()


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class UnitContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def HCP(self):
            return self.getToken(MeaningParser.HCP, 0)

        def POINTS(self):
            return self.getToken(MeaningParser.POINTS, 0)

        def TOTAL(self):
            return self.getToken(MeaningParser.TOTAL, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_unit

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitUnit" ):
                return visitor.visitUnit(self)
            else:
                return visitor.visitChildren(self)




    def unit(self):

        localctx = MeaningParser.UnitContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_unit)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 461
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 15032385536) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShapesContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def shape(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.ShapeContext)
            else:
                return self.getTypedRuleContext(MeaningParser.ShapeContext,i)


        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def SLASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SLASH)
            else:
                return self.getToken(MeaningParser.SLASH, i)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.COMMA)
            else:
                return self.getToken(MeaningParser.COMMA, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_shapes

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShapes" ):
                return visitor.visitShapes(self)
            else:
                return visitor.visitChildren(self)




    def shapes(self):

        localctx = MeaningParser.ShapesContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_shapes)
        self._la = 0 # Token type
        try:
            self.state = 481
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,61,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 463
                self.shape()
                self.state = 468
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==91:
                    self.state = 464
                    self.match(MeaningParser.COMMA)
                    self.state = 465
                    self.shape()
                    self.state = 470
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 471
                _la = self._input.LA(1)
                if not(_la==75 or _la==95):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 472
                self.shape()
                self.state = 477
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,60,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 473
                        _la = self._input.LA(1)
                        if not(_la==75 or _la==95):
                            self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 474
                        self.shape() 
                    self.state = 479
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,60,self._ctx)

                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 480
                self.shape()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShapeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SHAPE4(self):
            return self.getToken(MeaningParser.SHAPE4, 0)

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def DASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.DASH)
            else:
                return self.getToken(MeaningParser.DASH, i)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def BALANCED(self):
            return self.getToken(MeaningParser.BALANCED, 0)

        def SEMIBAL(self):
            return self.getToken(MeaningParser.SEMIBAL, 0)

        def UNBALANCED(self):
            return self.getToken(MeaningParser.UNBALANCED, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_shape

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShape" ):
                return visitor.visitShape(self)
            else:
                return visitor.visitChildren(self)




    def shape(self):

        localctx = MeaningParser.ShapeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_shape)
        try:
            self.state = 502
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,62,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 483
                self.match(MeaningParser.SHAPE4)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 484
                self.match(MeaningParser.NUMBER)
                self.state = 485
                self.match(MeaningParser.DASH)
                self.state = 486
                self.match(MeaningParser.NUMBER)
                self.state = 487
                self.match(MeaningParser.DASH)
                self.state = 488
                self.match(MeaningParser.NUMBER)
                self.state = 489
                self.match(MeaningParser.DASH)
                self.state = 490
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 491
                self.match(MeaningParser.LPAREN)
                self.state = 492
                self.match(MeaningParser.NUMBER)
                self.state = 493
                self.match(MeaningParser.RPAREN)
                self.state = 494
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 495
                self.match(MeaningParser.NUMBER)
                self.state = 496
                self.match(MeaningParser.LPAREN)
                self.state = 497
                self.match(MeaningParser.NUMBER)
                self.state = 498
                self.match(MeaningParser.RPAREN)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 499
                self.match(MeaningParser.BALANCED)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 500
                self.match(MeaningParser.SEMIBAL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 501
                self.match(MeaningParser.UNBALANCED)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BareNumbersContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_bareNumbers

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBareNumbers" ):
                return visitor.visitBareNumbers(self)
            else:
                return visitor.visitChildren(self)




    def bareNumbers(self):

        localctx = MeaningParser.BareNumbersContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_bareNumbers)
        self._la = 0 # Token type
        try:
            self.state = 509
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,63,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 504
                self.match(MeaningParser.NUMBER)
                self.state = 505
                _la = self._input.LA(1)
                if not(_la==82 or _la==98):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 506
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 507
                self.match(MeaningParser.NUMBER)
                self.state = 508
                self.match(MeaningParser.PLUS)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class NegatedContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NEGW(self):
            return self.getToken(MeaningParser.NEGW, 0)

        def negatable(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.NegatableContext)
            else:
                return self.getTypedRuleContext(MeaningParser.NegatableContext,i)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def ANY(self):
            return self.getToken(MeaningParser.ANY, 0)

        def AND(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.AND)
            else:
                return self.getToken(MeaningParser.AND, i)

        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_negated

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNegated" ):
                return visitor.visitNegated(self)
            else:
                return visitor.visitChildren(self)




    def negated(self):

        localctx = MeaningParser.NegatedContext(self, self._ctx, self.state)
        self.enterRule(localctx, 60, self.RULE_negated)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 511
            self.match(MeaningParser.NEGW)
            self.state = 513
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==83 or _la==85:
                self.state = 512
                _la = self._input.LA(1)
                if not(_la==83 or _la==85):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 515
            self.negatable()
            self.state = 520
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,65,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 516
                    _la = self._input.LA(1)
                    if not(_la==75 or _la==76):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    self.state = 517
                    self.negatable() 
                self.state = 522
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,65,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class NegatableContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def twoSuited(self):
            return self.getTypedRuleContext(MeaningParser.TwoSuitedContext,0)


        def length(self):
            return self.getTypedRuleContext(MeaningParser.LengthContext,0)


        def shapes(self):
            return self.getTypedRuleContext(MeaningParser.ShapesContext,0)


        def shortness(self):
            return self.getTypedRuleContext(MeaningParser.ShortnessContext,0)


        def stopper(self):
            return self.getTypedRuleContext(MeaningParser.StopperContext,0)


        def support(self):
            return self.getTypedRuleContext(MeaningParser.SupportContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_negatable

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNegatable" ):
                return visitor.visitNegatable(self)
            else:
                return visitor.visitChildren(self)




    def negatable(self):

        localctx = MeaningParser.NegatableContext(self, self._ctx, self.state)
        self.enterRule(localctx, 62, self.RULE_negatable)
        try:
            self.state = 529
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,66,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 523
                self.twoSuited()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 524
                self.length()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 525
                self.shapes()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 526
                self.shortness()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 527
                self.stopper()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 528
                self.support()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CALL(self):
            return self.getToken(MeaningParser.CALL, 0)

        def CALLPAT(self):
            return self.getToken(MeaningParser.CALLPAT, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def SUIT(self):
            return self.getToken(MeaningParser.SUIT, 0)

        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def HASH(self):
            return self.getToken(MeaningParser.HASH, 0)

        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def OTHER_MAJOR(self):
            return self.getToken(MeaningParser.OTHER_MAJOR, 0)

        def OTHER_MINOR(self):
            return self.getToken(MeaningParser.OTHER_MINOR, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_call

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCall" ):
                return visitor.visitCall(self)
            else:
                return visitor.visitChildren(self)




    def call(self):

        localctx = MeaningParser.CallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 64, self.RULE_call)
        self._la = 0 # Token type
        try:
            self.state = 535
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [27]:
                self.enterOuterAlt(localctx, 1)
                self.state = 531
                self.match(MeaningParser.CALL)
                pass
            elif token in [28]:
                self.enterOuterAlt(localctx, 2)
                self.state = 532
                self.match(MeaningParser.CALLPAT)
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 3)
                self.state = 533
                self.match(MeaningParser.NUMBER)
                self.state = 534
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1073748358) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AuctionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def auctionCall(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.AuctionCallContext)
            else:
                return self.getTypedRuleContext(MeaningParser.AuctionCallContext,i)


        def DASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.DASH)
            else:
                return self.getToken(MeaningParser.DASH, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_auction

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAuction" ):
                return visitor.visitAuction(self)
            else:
                return visitor.visitChildren(self)




    def auction(self):

        localctx = MeaningParser.AuctionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 66, self.RULE_auction)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 537
            self.auctionCall()
            self.state = 540 
            self._errHandler.sync(self)
            _alt = 1
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt == 1:
                    self.state = 538
                    self.match(MeaningParser.DASH)
                    self.state = 539
                    self.auctionCall()

                else:
                    raise NoViableAltException(self)
                self.state = 542 
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,68,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AuctionCallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_auctionCall

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAuctionCall" ):
                return visitor.visitAuctionCall(self)
            else:
                return visitor.visitChildren(self)




    def auctionCall(self):

        localctx = MeaningParser.AuctionCallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 68, self.RULE_auctionCall)
        try:
            self.state = 549
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [26, 27, 28]:
                self.enterOuterAlt(localctx, 1)
                self.state = 544
                self.call()
                pass
            elif token in [87]:
                self.enterOuterAlt(localctx, 2)
                self.state = 545
                self.match(MeaningParser.LPAREN)
                self.state = 546
                self.call()
                self.state = 547
                self.match(MeaningParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallFamilyContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def SUIT(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SUIT)
            else:
                return self.getToken(MeaningParser.SUIT, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_callFamily

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallFamily" ):
                return visitor.visitCallFamily(self)
            else:
                return visitor.visitChildren(self)




    def callFamily(self):

        localctx = MeaningParser.CallFamilyContext(self, self._ctx, self.state)
        self.enterRule(localctx, 70, self.RULE_callFamily)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 551
            self.match(MeaningParser.NUMBER)
            self.state = 552
            self.match(MeaningParser.SUIT)
            self.state = 554 
            self._errHandler.sync(self)
            _alt = 1
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt == 1:
                    self.state = 553
                    self.match(MeaningParser.SUIT)

                else:
                    raise NoViableAltException(self)
                self.state = 556 
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,70,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallMentionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def CALLCTX(self):
            return self.getToken(MeaningParser.CALLCTX, 0)

        def THAN(self):
            return self.getToken(MeaningParser.THAN, 0)

        def callFamily(self):
            return self.getTypedRuleContext(MeaningParser.CallFamilyContext,0)


        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_callMention

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallMention" ):
                return visitor.visitCallMention(self)
            else:
                return visitor.visitChildren(self)




    def callMention(self):

        localctx = MeaningParser.CallMentionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 72, self.RULE_callMention)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 558
            _la = self._input.LA(1)
            if not(((((_la - 52)) & ~0x3f) == 0 and ((1 << (_la - 52)) & 18253611009) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 560
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==83:
                self.state = 559
                self.match(MeaningParser.THE)


            self.state = 564
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,72,self._ctx)
            if la_ == 1:
                self.state = 562
                self.callFamily()
                pass

            elif la_ == 2:
                self.state = 563
                self.call()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallDefContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(MeaningParser.EQ, 0)

        def COLON(self):
            return self.getToken(MeaningParser.COLON, 0)

        def CALL(self):
            return self.getToken(MeaningParser.CALL, 0)

        def CALLPAT(self):
            return self.getToken(MeaningParser.CALLPAT, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def SUIT(self):
            return self.getToken(MeaningParser.SUIT, 0)

        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_callDef

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallDef" ):
                return visitor.visitCallDef(self)
            else:
                return visitor.visitChildren(self)




    def callDef(self):

        localctx = MeaningParser.CallDefContext(self, self._ctx, self.state)
        self.enterRule(localctx, 74, self.RULE_callDef)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 572
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,73,self._ctx)
            if la_ == 1:
                self.state = 566
                self.match(MeaningParser.CALL)
                pass

            elif la_ == 2:
                self.state = 567
                self.match(MeaningParser.CALLPAT)
                pass

            elif la_ == 3:
                self.state = 568
                self.match(MeaningParser.NUMBER)
                self.state = 569
                self.match(MeaningParser.SUIT)
                pass

            elif la_ == 4:
                self.state = 570
                self.match(MeaningParser.NUMBER)
                self.state = 571
                self.match(MeaningParser.NT)
                pass


            self.state = 574
            _la = self._input.LA(1)
            if not(_la==93 or _la==99):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BindingContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(MeaningParser.EQ, 0)

        def suit(self):
            return self.getTypedRuleContext(MeaningParser.SuitContext,0)


        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def OTHER_MAJOR(self):
            return self.getToken(MeaningParser.OTHER_MAJOR, 0)

        def OTHER_MINOR(self):
            return self.getToken(MeaningParser.OTHER_MINOR, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_binding

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBinding" ):
                return visitor.visitBinding(self)
            else:
                return visitor.visitChildren(self)




    def binding(self):

        localctx = MeaningParser.BindingContext(self, self._ctx, self.state)
        self.enterRule(localctx, 76, self.RULE_binding)
        self._la = 0 # Token type
        try:
            self.state = 583
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,74,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 576
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 6528) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 577
                self.match(MeaningParser.EQ)
                self.state = 578
                self.suit()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 579
                self.suit()
                self.state = 580
                self.match(MeaningParser.EQ)
                self.state = 581
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 6528) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallRefContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CALL(self):
            return self.getToken(MeaningParser.CALL, 0)

        def CALLPAT(self):
            return self.getToken(MeaningParser.CALLPAT, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_callRef

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallRef" ):
                return visitor.visitCallRef(self)
            else:
                return visitor.visitChildren(self)




    def callRef(self):

        localctx = MeaningParser.CallRefContext(self, self._ctx, self.state)
        self.enterRule(localctx, 78, self.RULE_callRef)
        try:
            self.state = 589
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [27]:
                self.enterOuterAlt(localctx, 1)
                self.state = 585
                self.match(MeaningParser.CALL)
                pass
            elif token in [28]:
                self.enterOuterAlt(localctx, 2)
                self.state = 586
                self.match(MeaningParser.CALLPAT)
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 3)
                self.state = 587
                self.match(MeaningParser.NUMBER)
                self.state = 588
                self.match(MeaningParser.NT)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForceContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def forceWord(self):
            return self.getTypedRuleContext(MeaningParser.ForceWordContext,0)


        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def forceTarget(self):
            return self.getTypedRuleContext(MeaningParser.ForceTargetContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_force

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForce" ):
                return visitor.visitForce(self)
            else:
                return visitor.visitChildren(self)




    def force(self):

        localctx = MeaningParser.ForceContext(self, self._ctx, self.state)
        self.enterRule(localctx, 80, self.RULE_force)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 591
            self.forceWord()
            self.state = 593
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,76,self._ctx)
            if la_ == 1:
                self.state = 592
                self.match(MeaningParser.PLUS)


            self.state = 596
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,77,self._ctx)
            if la_ == 1:
                self.state = 595
                self.forceTarget()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForceWordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FORCE(self):
            return self.getToken(MeaningParser.FORCE, 0)

        def FORCE_F(self):
            return self.getToken(MeaningParser.FORCE_F, 0)

        def STRENGTH(self):
            return self.getToken(MeaningParser.STRENGTH, 0)

        def MINW(self):
            return self.getToken(MeaningParser.MINW, 0)

        def MAXW(self):
            return self.getToken(MeaningParser.MAXW, 0)

        def NATW(self):
            return self.getToken(MeaningParser.NATW, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_forceWord

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForceWord" ):
                return visitor.visitForceWord(self)
            else:
                return visitor.visitChildren(self)




    def forceWord(self):

        localctx = MeaningParser.ForceWordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 82, self.RULE_forceWord)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 598
            _la = self._input.LA(1)
            if not(((((_la - 60)) & ~0x3f) == 0 and ((1 << (_la - 60)) & 63) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForceTargetContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def FOR(self):
            return self.getToken(MeaningParser.FOR, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_forceTarget

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForceTarget" ):
                return visitor.visitForceTarget(self)
            else:
                return visitor.visitChildren(self)




    def forceTarget(self):

        localctx = MeaningParser.ForceTargetContext(self, self._ctx, self.state)
        self.enterRule(localctx, 84, self.RULE_forceTarget)
        self._la = 0 # Token type
        try:
            self.state = 610
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [79, 80, 81, 82]:
                self.enterOuterAlt(localctx, 1)
                self.state = 600
                _la = self._input.LA(1)
                if not(((((_la - 79)) & ~0x3f) == 0 and ((1 << (_la - 79)) & 15) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 602
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==83:
                    self.state = 601
                    self.match(MeaningParser.THE)


                self.state = 607
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                    self.state = 604
                    self.suits()
                    pass
                elif token in [26, 27, 28]:
                    self.state = 605
                    self.call()
                    pass
                elif token in [30]:
                    self.state = 606
                    self.match(MeaningParser.NT)
                    pass
                else:
                    raise NoViableAltException(self)

                pass
            elif token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                self.enterOuterAlt(localctx, 2)
                self.state = 609
                self.suits()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConventionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def conventionName(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.ConventionNameContext)
            else:
                return self.getTypedRuleContext(MeaningParser.ConventionNameContext,i)


        def conventionTarget(self):
            return self.getTypedRuleContext(MeaningParser.ConventionTargetContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_convention

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConvention" ):
                return visitor.visitConvention(self)
            else:
                return visitor.visitChildren(self)




    def convention(self):

        localctx = MeaningParser.ConventionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 86, self.RULE_convention)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 613 
            self._errHandler.sync(self)
            _alt = 1
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt == 1:
                    self.state = 612
                    self.conventionName()

                else:
                    raise NoViableAltException(self)
                self.state = 615 
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,81,self._ctx)

            self.state = 618
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,82,self._ctx)
            if la_ == 1:
                self.state = 617
                self.conventionTarget()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConventionNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CONVENTION(self):
            return self.getToken(MeaningParser.CONVENTION, 0)

        def FOURTH(self):
            return self.getToken(MeaningParser.FOURTH, 0)

        def SPLINTER(self):
            return self.getToken(MeaningParser.SPLINTER, 0)

        def RKC_SCHEME(self):
            return self.getToken(MeaningParser.RKC_SCHEME, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_conventionName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConventionName" ):
                return visitor.visitConventionName(self)
            else:
                return visitor.visitChildren(self)




    def conventionName(self):

        localctx = MeaningParser.ConventionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 88, self.RULE_conventionName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 620
            _la = self._input.LA(1)
            if not(((((_la - 24)) & ~0x3f) == 0 and ((1 << (_la - 24)) & 4398048608289) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConventionTargetContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def FOR(self):
            return self.getToken(MeaningParser.FOR, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def SUIT_LETTER(self):
            return self.getToken(MeaningParser.SUIT_LETTER, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_conventionTarget

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConventionTarget" ):
                return visitor.visitConventionTarget(self)
            else:
                return visitor.visitChildren(self)




    def conventionTarget(self):

        localctx = MeaningParser.ConventionTargetContext(self, self._ctx, self.state)
        self.enterRule(localctx, 90, self.RULE_conventionTarget)
        self._la = 0 # Token type
        try:
            self.state = 633
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [79, 80, 81, 82]:
                self.enterOuterAlt(localctx, 1)
                self.state = 622
                _la = self._input.LA(1)
                if not(((((_la - 79)) & ~0x3f) == 0 and ((1 << (_la - 79)) & 15) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 624
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==83:
                    self.state = 623
                    self.match(MeaningParser.THE)


                self.state = 630
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                    self.state = 626
                    self.suits()
                    pass
                elif token in [26, 27, 28]:
                    self.state = 627
                    self.call()
                    pass
                elif token in [30]:
                    self.state = 628
                    self.match(MeaningParser.NT)
                    pass
                elif token in [104]:
                    self.state = 629
                    self.match(MeaningParser.SUIT_LETTER)
                    pass
                else:
                    raise NoViableAltException(self)

                pass
            elif token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                self.enterOuterAlt(localctx, 2)
                self.state = 632
                self.suits()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OneOfContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def ONE_OF(self):
            return self.getToken(MeaningParser.ONE_OF, 0)

        def COLON(self):
            return self.getToken(MeaningParser.COLON, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_oneOf

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOneOf" ):
                return visitor.visitOneOf(self)
            else:
                return visitor.visitChildren(self)




    def oneOf(self):

        localctx = MeaningParser.OneOfContext(self, self._ctx, self.state)
        self.enterRule(localctx, 92, self.RULE_oneOf)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 635
            self.match(MeaningParser.ONE_OF)
            self.state = 637
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,86,self._ctx)
            if la_ == 1:
                self.state = 636
                self.match(MeaningParser.COLON)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class EnumMarkerContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def WORD(self):
            return self.getToken(MeaningParser.WORD, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def SUIT_LETTER(self):
            return self.getToken(MeaningParser.SUIT_LETTER, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_enumMarker

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitEnumMarker" ):
                return visitor.visitEnumMarker(self)
            else:
                return visitor.visitChildren(self)




    def enumMarker(self):

        localctx = MeaningParser.EnumMarkerContext(self, self._ctx, self.state)
        self.enterRule(localctx, 94, self.RULE_enumMarker)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 640
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==87:
                self.state = 639
                self.match(MeaningParser.LPAREN)


            self.state = 642
            _la = self._input.LA(1)
            if not(_la==26 or ((((_la - 83)) & ~0x3f) == 0 and ((1 << (_la - 83)) & 6291457) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 643
            self.match(MeaningParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class HedgeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def HEDGE_A(self):
            return self.getToken(MeaningParser.HEDGE_A, 0)

        def HEDGE_M(self):
            return self.getToken(MeaningParser.HEDGE_M, 0)

        def HEDGE_P(self):
            return self.getToken(MeaningParser.HEDGE_P, 0)

        def TILDE(self):
            return self.getToken(MeaningParser.TILDE, 0)

        def QMARK(self):
            return self.getToken(MeaningParser.QMARK, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_hedge

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHedge" ):
                return visitor.visitHedge(self)
            else:
                return visitor.visitChildren(self)




    def hedge(self):

        localctx = MeaningParser.HedgeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 96, self.RULE_hedge)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 645
            _la = self._input.LA(1)
            if not(((((_la - 70)) & ~0x3f) == 0 and ((1 << (_la - 70)) & 3221225479) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConditionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def COND(self):
            return self.getToken(MeaningParser.COND, 0)

        def ABOUT(self):
            return self.getToken(MeaningParser.ABOUT, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_condition

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCondition" ):
                return visitor.visitCondition(self)
            else:
                return visitor.visitChildren(self)




    def condition(self):

        localctx = MeaningParser.ConditionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 98, self.RULE_condition)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 647
            _la = self._input.LA(1)
            if not(_la==68 or _la==69):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConnectiveContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def OR(self):
            return self.getToken(MeaningParser.OR, 0)

        def AND(self):
            return self.getToken(MeaningParser.AND, 0)

        def WITH(self):
            return self.getToken(MeaningParser.WITH, 0)

        def EITHER(self):
            return self.getToken(MeaningParser.EITHER, 0)

        def IE(self):
            return self.getToken(MeaningParser.IE, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def SLASH(self):
            return self.getToken(MeaningParser.SLASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_connective

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConnective" ):
                return visitor.visitConnective(self)
            else:
                return visitor.visitChildren(self)




    def connective(self):

        localctx = MeaningParser.ConnectiveContext(self, self._ctx, self.state)
        self.enterRule(localctx, 100, self.RULE_connective)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 649
            _la = self._input.LA(1)
            if not(((((_la - 74)) & ~0x3f) == 0 and ((1 << (_la - 74)) & 6291487) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SeparatorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def COMMA(self):
            return self.getToken(MeaningParser.COMMA, 0)

        def SEMI(self):
            return self.getToken(MeaningParser.SEMI, 0)

        def COLON(self):
            return self.getToken(MeaningParser.COLON, 0)

        def PERIOD(self):
            return self.getToken(MeaningParser.PERIOD, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def LBRACK(self):
            return self.getToken(MeaningParser.LBRACK, 0)

        def RBRACK(self):
            return self.getToken(MeaningParser.RBRACK, 0)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_separator

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSeparator" ):
                return visitor.visitSeparator(self)
            else:
                return visitor.visitChildren(self)




    def separator(self):

        localctx = MeaningParser.SeparatorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 102, self.RULE_separator)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 651
            _la = self._input.LA(1)
            if not(((((_la - 87)) & ~0x3f) == 0 and ((1 << (_la - 87)) & 2303) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





